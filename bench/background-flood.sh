#!/usr/bin/env bash
# Background work under a flood (issue 81; docs/benchmarks.md, "Background work under a flood"), on one
# node with two job threads: twelve searcher tokens queue sweeps of Rosin's 178 (the last 120 moves, an hour
# a neighbourhood), potential curves of 5T records and webhook tests to receivers that stall (200 and a body
# never sent) or answer 500 after 9 s, for SECONDS (120); twenty seconds in, a thirteenth token queues a run
# and a webhook test, while four anonymous clients read Rosin's 178's page and one looks ahead every ten
# seconds. Prints the run's wait to compute, the test's delay, the page's size and latencies, the looks'
# answer times and every status counted. FLOODERS 0 measures the same on a quiet node. Not a test: the
# figures are the machine's. About 4 minutes.
# Usage: bench/background-flood.sh [SECONDS] [FLOODERS]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/background-flood"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
token="mpt_background-flood-bench-0123456789abcdef"
scratch_dir background-flood
export MORPION_WEBHOOKS_ALLOW_PRIVATE=true
node "$work" 1 18181 15481 2
java -cp "$classpath" io.morpion.bench.BackgroundFlood "http://localhost:18181" "$token" "${1:-120}" "${2:-12}"
