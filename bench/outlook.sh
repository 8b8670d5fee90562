#!/usr/bin/env bash
# The look-ahead's completions side by side (docs/research-log.md, 2026-12-06): completions A against B (random,
# nested or dna; random against nested by default), paired by seed, on the first MOVES moves of random games of
# VARIANT, SECONDS a look. Not a test: the figures are the machine's. About 2 × SEEDS × SECONDS.
# Usage: bench/outlook.sh [VARIANT] [FIRST-SEED] [SEEDS] [SECONDS] [MOVES] [A] [B]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/outlook-bench"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
java -cp "$classpath" io.morpion.bench.OutlookCompletions "${1:-5T}" "${2:-1}" "${3:-8}" "${4:-1}" "${5:-10}" "${6:-random}" "${7:-nested}"
