#!/usr/bin/env bash
# The local proofs' cluster benchmark (issue 56; docs/benchmarks.md, "Local proofs on a cluster"), on an
# otherwise idle 2-core machine. The same sweeps (Rosin's 178: every open 2×2, 3×3 and 4×4 window;
# Rosin's 82: every closure and every open 3×3 window; 1,114 neighbourhoods, 2 s each at most) on three
# fresh clusters, one after another, each node with one job thread:
#   one node, then the same sweeps again on the node now warm;
#   two nodes sharing one database, then again, warm;
#   two nodes, the second killed with SIGKILL once 40 % of the verdicts are in: the first finishes the
#   sweeps, and every verdict reached before the kill must be kept as it was (exit 1 if not).
# Prints each cluster's wall time and the speed-up of two nodes, from fresh JVMs and warm. About 11 minutes.
# Usage: bench/local-proofs.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/local-proof-bench"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
token="mpt_local-proof-bench-0123456789abcdef"
scratch_dir local-proof-bench

# cpu_seconds DIR: the processor time each live node of the cluster in DIR and its database have used,
# which says where the time the searches did not use went
cpu_seconds() {
  local line="processor seconds:" pid master
  for pid in $(pgrep -f "morpion.bench.dir=$1 "); do
    line="$line node $(ps -o args= -p "$pid" | sed -n 's/.*morpion\.bench\.node=\([0-9]*\).*/\1/p')"
    line="$line $(ps -o times= -p "$pid" | tr -d ' '),"
  done
  master=$(pgrep -f "postgres -D $1/" | head -1)
  echo "$line database $( (ps -o times= -p "$master"; ps -o times= --ppid "$master") | awk '{ s += $1 } END { print s + 0 }')"
}

# cluster NAME NODES BASE-PORT [kill]: a fresh cluster, the sweeps queued on its first node, torn down after
cluster() {
  local name=$1 nodes=$2 base=$3 dir="$work/$1" victim=""
  mkdir -p "$dir"
  for n in $(seq 1 "$nodes"); do node "$dir" "$n" $((base + n)) $((base + 100)); done
  if [ "${4:-}" = kill ]; then
    victim=$(pgrep -f "morpion.bench.dir=$dir -Dmorpion.bench.node=2 ")
  fi
  echo "== $name: $nodes node(s), one job thread each"
  java -cp "$classpath" io.morpion.bench.LocalProofBench sweep "http://localhost:$((base + 1))" "$token" $victim \
    | tee "$out/$name.txt" | sed -u "s/^/$name  /"
  cpu_seconds "$dir" | tee -a "$out/$name.txt" | sed -u "s/^/$name  /"
  pkill -f "morpion.bench.dir=$dir" || true
  sleep 3
}

cluster one-node 1 18300
cluster two-nodes 2 18400
cluster two-nodes-one-killed 2 18500 kill
# speed_up PREFIX NAME: two nodes against one in the round whose summary begins with PREFIX ("" for the first
# round, from fresh JVMs; "warm: " for the second)
speed_up() {
  local one two
  one=$(sed -n "s/^$1finished in \([0-9.]*\) s.*/\1/p" "$out/one-node.txt")
  two=$(sed -n "s/^$1finished in \([0-9.]*\) s.*/\1/p" "$out/two-nodes.txt")
  awk -v one="$one" -v two="$two" -v round="$2" \
    'BEGIN { printf "two nodes against one, %s: %s s / %s s = %.2fx\n", round, one, two, one / two }'
}
speed_up "" "fresh JVMs"
speed_up "warm: " "warm"
