#!/usr/bin/env bash
# The DNA pool search's benchmarks (issue 37, docs/benchmarks.md "DNA pool search"), on an otherwise
# idle 2-core machine. Every part uses both cores: run them one at a time. Output and charts go to
# target/dna-bench/. Parts and their wall time:
#   race-5t    5T, dna (the default climber) against perturbation, seeds 1-4, 30 min each, the two
#              of a seed side by side, one thread each                                        (2 h)
#   race-5d    5D, the same, seeds 1-2                                                        (1 h)
#   race-5d-10 5D, the same, seeds 1-4, 10 min each: does the default reach 82 within ten minutes on
#              every seed?                                                                   (40 min)
#   census-5d  5D's 82s met by the default climber on both cores for two hours, written to
#              target/dna-bench/census-5d/ (morpion census; docs/research-log.md)              (2 h)
#   families-5t the 5T games of 176+ that the default climber meets warm from each of the three 178
#              dot sets no record game has, 30 min each, one thread, two at a time          (1 h)
#   ablation NAME=VALUE [SEEDS] [SECONDS] [VARIANT]
#              dna with one parameter changed against dna at its defaults, seeds 1..SEEDS
#              (default 4), SECONDS each (default 600), on VARIANT (default 5T)   (SEEDS x SECONDS)
#   cost       ns per move of a greedy DNA rollout beside an NRPA playout's, JMH           (2 min)
# Usage: bench/dna.sh race-5t|race-5d|race-5d-10|census-5d|families-5t|ablation NAME=VALUE [SEEDS] [SECONDS] [VARIANT]|cost
set -euo pipefail
case "${1:-}" in
  race-5t|race-5d|race-5d-10|census-5d|families-5t|ablation|cost) ;;
  *) sed -n '2,17p' "$0" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/dna-bench"
mkdir -p "$out"
[ -d "$root/target/quarkus-app/lib/main" ] || (cd "$root" && ./mvnw -B -q -DskipTests package >/dev/null)
# A copy of the build, so that rebuilding the project during an hour-long run cannot disturb it.
app="$out/app-$$"
rm -rf "$app" && cp -r "$root/target/quarkus-app" "$app"
trap 'rm -rf "$app"' EXIT
morpion() { java -Djava.awt.headless=true -cp "$app/app/*:$app/lib/main/*" io.morpion.cli.MorpionCli "$@"; }

case "$1" in
  race-5t)
    morpion bench dna --against perturbation --variant 5T --time 1800 --sample 60 --seeds 4 \
      --chart "$out/race-5t-30min.svg" | tee "$out/race-5t-30min.txt" ;;
  race-5d)
    morpion bench dna --against perturbation --variant 5D --time 1800 --sample 60 --seeds 2 \
      --chart "$out/race-5d-30min.svg" | tee "$out/race-5d-30min.txt" ;;
  race-5d-10)
    morpion bench dna --against perturbation --variant 5D --time 600 --sample 30 --seeds 4 \
      --chart "$out/race-5d-10min.svg" | tee "$out/race-5d-10min.txt" ;;
  census-5d)
    morpion census --variant 5D --time 2h --threads 2 --every 1m -o "$out/census-5d" | tee "$out/census-5d.txt" ;;
  families-5t)
    # the three 178 dot sets no record game has (../shared/corpus/community), the earliest game of each
    community="${COMMUNITY:-$root/../shared/corpus/community}"
    family() {
      morpion census --variant 5T --score 176 --time 30m --every 1m --warm "$community/5T/$2.json" \
        -o "$out/families-5t/$1" > "$out/families-5t-$1.txt"
    }
    mkdir -p "$out/families-5t"
    family a3c51163da 5T-178-tishchenko178-141250c2 & family da49f7f75f 5T-178-tishchenko178-p49a4d182 & wait
    family ddaae06d07 5T-178-tishchenko178-0146a810
    tail -n 3 "$out"/families-5t-*.txt ;;
  ablation)
    param=${2:?name the parameter to change, as NAME=VALUE}
    name=${param%%=*}
    variant=${5:-5T}
    morpion bench dna -P "$param" --against dna --variant "$variant" --time "${4:-600}" --sample 60 \
      --seeds "${3:-4}" --chart "$out/ablation-$name-$variant.svg" | tee "$out/ablation-$name-$variant.txt" ;;
  cost)
    (cd "$root" && ./mvnw -B -q -Pjmh test-compile exec:exec@jmh -Djmh.args="GreedyRolloutBenchmark|PlayoutBenchmark") \
      | tee "$out/cost.txt" ;;
esac
