#!/usr/bin/env bash
# Potential curves of games from short searches (issue 82; docs/benchmarks.md, "Potential curves"): for GAMES
# seeds per variant, the best game of a SEARCH-second sampling search, its curve from the packaged corpus's facts
# with PER-POSITION seconds a position; prints the share of curves that name a blunder, the mean gap between a
# game and its curve's start, and what a curve costs. Not a test: the figures are the machine's. About
# GAMES × (SEARCH + PER-POSITION × the games' length) per variant.
# Usage: bench/potential.sh [GAMES] [SEARCH] [PER-POSITION] [VARIANT...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/potential-bench"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
games=${1:-20}; search=${2:-1}; per=${3:-0.25}
shift $(( $# < 3 ? $# : 3 ))
for variant in "${@:-4D 4T 5D 5T}"; do
  for v in $variant; do
    java -cp "$classpath" io.morpion.bench.PotentialCurves "$v" "$games" "$search" "$per"
  done
done
