#!/usr/bin/env bash
# `morpion improve GAME` on ordinary games (issue 85 §4; docs/benchmarks.md, "Improving an ordinary game"): for each
# variant and seed, a game from a short sampling search (the default climber, one thread, SEARCH seconds), then the
# improvement with no neighbourhood named for BUDGET on every core. Prints a line per game: the moves before and
# after, and the seconds until the first longer game (or -); then how many of each variant's games got longer.
# About 45 minutes at the defaults. Usage: bench/improve.sh [FIRST-SEED [GAMES [BUDGET [SEARCH]]]]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
first=${1:-1001}
games=${2:-10}
budget=${3:-2m}
search=${4:-3s}
out="$root/target/improve-bench"
rm -rf "$out" && mkdir -p "$out"
morpion="$root/bin/morpion"
printf 'variant\tseed\tbefore\tafter\tfirst-longer-s\n' | tee "$out/results.tsv"
for variant in 5D 5T; do
  for seed in $(seq "$first" $((first + games - 1))); do
    game="$out/$variant-$seed.msr"
    "$morpion" search --variant "$variant" --time "$search" --seed "$seed" --threads 1 -o "$game" >/dev/null 2>&1
    before=$("$morpion" verify "$game" | sed -E 's/.* ([0-9]+) moves.*/\1/')
    start=$(date +%s.%N)
    # each line stamped with the seconds since the start, to read off when the first longer game came
    "$morpion" improve "$game" --time "$budget" 2>/dev/null | while IFS= read -r line; do
      awk -v s="$start" -v e="$(date +%s.%N)" -v l="$line" 'BEGIN { printf "%.1f\t%s\n", e - s, l }'
    done > "$out/$variant-$seed.log"
    after=$(sed -nE 's/.*from [0-9]+ to ([0-9]+) moves.*/\1/p' "$out/$variant-$seed.log")
    firstLonger=$(awk -F'\t' '/LONGER/ { print $1; exit }' "$out/$variant-$seed.log")
    printf '%s\t%s\t%s\t%s\t%s\n' "$variant" "$seed" "$before" "${after:-$before}" "${firstLonger:--}" \
      | tee -a "$out/results.tsv"
  done
done
awk -F'\t' 'NR > 1 { n[$1]++; if ($4 > $3) up[$1]++ }
  END { for (v in n) printf "%s: %d of %d games longer within the budget\n", v, up[v], n[v] }' "$out/results.tsv"
