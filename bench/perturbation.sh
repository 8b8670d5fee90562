#!/usr/bin/env bash
# The perturbation benchmarks of issue 21 (docs/benchmarks.md, "Perturbation"), on an otherwise idle
# 2-core machine. Every part uses both cores: run them one at a time. Output and charts go to
# target/perturbation-bench/. Parts and their wall time:
#   race-5t    5T, perturbation against NRPA level 4, seeds 1-4, 30 min each, side by side  (2 h)
#   race-5d    5D, the same                                                                 (2 h)
#   5d-hour    5D, perturbation alone, seeds 1 and 2 side by side, 1 hour                   (1 h)
#   warm-178   5T, perturbation warmed from rosin178, 1 hour, with NRPA level 4 beside it   (1 h)
# Usage: bench/perturbation.sh race-5t|race-5d|5d-hour|warm-178
set -euo pipefail
case "${1:-}" in
  race-5t|race-5d|5d-hour|warm-178) ;;
  *) sed -n '2,9p' "$0" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/perturbation-bench"
mkdir -p "$out"
[ -d "$root/target/quarkus-app/lib/main" ] || (cd "$root" && ./mvnw -B -q -DskipTests package >/dev/null)
# A copy of the build, so that rebuilding the project during an hour-long run cannot disturb it.
app="$out/app"
rm -rf "$app" && cp -r "$root/target/quarkus-app" "$app"
morpion() { java -Djava.awt.headless=true -cp "$app/app/*:$app/lib/main/*" io.morpion.cli.MorpionCli "$@"; }

case "${1:-}" in
  race-5t|race-5d)
    variant=${1#race-}; variant=${variant^^}
    morpion bench perturbation --against nrpa --against-param level=4 --variant "$variant" --time 1800 \
      --sample 60 --seeds 4 --chart "$out/race-${variant,,}-30min.svg" | tee "$out/race-${variant,,}-30min.txt" ;;
  5d-hour)
    for seed in 1 2; do
      morpion search --variant 5D --algo perturbation --seed $seed --time 1h -o "$out/5d-seed$seed.msr" \
        > "$out/5d-seed$seed.out" 2> "$out/5d-seed$seed.log" &
    done
    wait
    # the logs hold a line per new best with its time; the outcome is on standard output
    cat "$out"/5d-seed*.out ;;
  warm-178)
    morpion search --variant 5T --algo perturbation --warm "$root/records/5T/rosin178.json" --seed 1 --time 1h \
      -o "$out/warm178.msr" > "$out/warm178.out" 2> "$out/warm178.log" &
    morpion search --variant 5T --algo nrpa --level 4 --warm "$root/records/5T/rosin178.json" --seed 1 --time 1h \
      -o "$out/warm178-nrpa.msr" > "$out/warm178-nrpa.out" 2> "$out/warm178-nrpa.log" &
    wait
    cat "$out"/warm178*.out ;;
esac
