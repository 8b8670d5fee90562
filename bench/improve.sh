#!/usr/bin/env bash
# `morpion improve GAME` on ordinary games (issue 85 §4; docs/benchmarks.md, "Improving an ordinary game"): for each
# variant and seed, a game from a short sampling search (the default climber, one thread, SEARCH seconds), then, on
# every core and for BUDGET each: the improvement with no neighbourhood named (plan), and the sweep of each move's
# closure in the game's order at its default limit, interrupted at BUDGET (closure), as `improve --closure` was
# used before. Prints a line per game and method: the moves before and after, and the seconds until the first
# longer game (or -); then how many of each variant's games each method made longer. The games are kept in
# target/improve-bench, and a second run with the same seeds takes them again (METHODS=closure runs one method).
# About 45 minutes a method at the defaults. Usage: bench/improve.sh [FIRST-SEED [GAMES [BUDGET [SEARCH]]]]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
first=${1:-1001}
games=${2:-10}
budget=${3:-2m}
search=${4:-3s}
methods=${METHODS:-plan closure}
out="$root/target/improve-bench"
mkdir -p "$out"
# a copy of the build, so that rebuilding the project during the run cannot disturb it
[ -d "$root/target/quarkus-app/lib/main" ] || (cd "$root" && ./mvnw -B -q -DskipTests package >/dev/null)
rm -rf "$out/app" && cp -r "$root/target/quarkus-app" "$out/app"
morpion() { java -Djava.awt.headless=true -cp "$out/app/app/*:$out/app/lib/main/*" io.morpion.cli.MorpionCli "$@"; }
seconds() { case $1 in *m) echo $((${1%m} * 60)) ;; *s) echo "${1%s}" ;; *) echo "$1" ;; esac; }

# stamp START: each line of the input with the seconds since START, to read off when the first longer game came
stamp() { while IFS= read -r line; do
  awk -v s="$1" -v e="$(date +%s.%N)" -v l="$line" 'BEGIN { printf "%.1f\t%s\n", e - s, l }'
done; }

printf 'variant\tseed\tmethod\tbefore\tafter\tfirst-longer-s\n' | tee "$out/results.tsv"
for variant in 5D 5T; do
  for seed in $(seq "$first" $((first + games - 1))); do
    game="$out/$variant-$seed.msr"
    [ -f "$game" ] || morpion search --variant "$variant" --time "$search" --seed "$seed" --threads 1 -o "$game" \
      >/dev/null 2>&1
    before=$(morpion verify "$game" | sed -E 's/.* ([0-9]+) moves.*/\1/')
    for method in $methods; do
      log="$out/$variant-$seed.$method.log"
      rm -f "$out/$variant-$seed".longer-*.json
      start=$(date +%s.%N)
      if [ "$method" = plan ]; then
        morpion improve "$game" --time "$budget" 2>/dev/null | stamp "$start" > "$log"
      else
        # the sweep ends each neighbourhood at its own limit; the budget ends the sweep (an interrupt, as Ctrl-C)
        timeout -s INT "$(seconds "$budget")" java -Djava.awt.headless=true \
          -cp "$out/app/app/*:$out/app/lib/main/*" io.morpion.cli.MorpionCli improve "$game" --closure 2>/dev/null \
          | stamp "$start" > "$log" || true
      fi
      after=$( (ls "$out/$variant-$seed".longer-*.json 2>/dev/null || true) | sed -E 's/.*longer-([0-9]+).*/\1/' \
        | sort -n | tail -1)
      firstLonger=$(awk -F'\t' '/LONGER/ { print $1; exit }' "$log")
      printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$variant" "$seed" "$method" "$before" "${after:-$before}" "${firstLonger:--}" \
        | tee -a "$out/results.tsv"
    done
  done
done
awk -F'\t' 'NR > 1 { k = $1 " " $3; n[k]++; if ($5 > $4) up[k]++; gain[k] += $5 - $4 }
  END { for (k in n) printf "%s: %d of %d games longer within the budget, %d moves gained\n", k, up[k], n[k], gain[k] }' \
  "$out/results.tsv" | sort
