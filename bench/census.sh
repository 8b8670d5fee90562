#!/usr/bin/env bash
# The census of optimal games on a cluster (issue 85; docs/benchmarks.md, "Censuses on a cluster"), on an
# otherwise idle 2-core machine: 4D's census in 8 parts on a fresh cluster of one node, then of two nodes sharing
# one database, each node lending one thread to background work; started and followed to its end by the CLI
# (morpion census --optimal 4D --cluster), which writes the census's files. Prints each cluster's wall time, from
# the request to the census finished, and the speed-up of two nodes; checks that both found the same games.
# About 3 minutes. Usage: bench/census.sh [VARIANT [PARTS]]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/census-bench"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
token="mpt_census-bench-0123456789abcdef"
scratch_dir census-bench
variant=${1:-4D}
parts=${2:-8}

# cluster NAME NODES BASE-PORT: a fresh cluster, the census started and followed on its first node; its wall time
cluster() {
  local name=$1 nodes=$2 base=$3 dir="$work/$1" started ended
  mkdir -p "$dir"
  for n in $(seq 1 "$nodes"); do node "$dir" "$n" $((base + n)) $((base + 100)); done
  echo "== $name: $nodes node(s), one thread of background work each"
  started=$(date +%s.%N)
  java -cp "$classpath" io.morpion.cli.MorpionCli census --optimal "$variant" --cluster --parts "$parts" \
    --server "http://localhost:$((base + 1))" --token "$token" --every 10s -o "$out/$name" 2>&1 \
    | sed -u "s/^/$name  /"
  ended=$(date +%s.%N)
  awk -v s="$started" -v e="$ended" 'BEGIN { printf "%.1f\n", e - s }' > "$out/$name.seconds"
  echo "$name  finished in $(cat "$out/$name.seconds") s"
  pkill -f "morpion.bench.dir=$dir" || true
  sleep 3
}

rm -rf "$out/one-node" "$out/two-nodes"
cluster one-node 1 18600
cluster two-nodes 2 18700
cmp -s <(cut -f8 "$out/one-node/INDEX.tsv") <(cut -f8 "$out/two-nodes/INDEX.tsv") \
  || { echo "the two clusters found different games" >&2; exit 1; }
awk -v one="$(cat "$out/one-node.seconds")" -v two="$(cat "$out/two-nodes.seconds")" \
  'BEGIN { printf "two nodes against one: %s s / %s s = %.2fx (the same games)\n", one, two, one / two }'
