#!/usr/bin/env bash
# The campaign benchmarks of issue 26 (docs/benchmarks.md, "Campaigns"), on an otherwise idle
# 2-core machine; output goes to target/campaign-bench/. Parts and their wall time:
#   archive-load  64 stand-in workers trading with one archive in the embedded PostgreSQL through the
#                 service's own statements, 60 s at the real rate (a trade every 5 s), then 60 s back
#                 to back (where the database saturates)                                        (3 min)
#   throughput    5T perturbation, one node with one worker, then two nodes with one worker each sharing one
#                 database, 3 min each, deep rounds off (a deep round is a hundred rounds' work):
#                 rounds per second and archive insertions (no pruning)                         (7 min)
#   quality       5T perturbation from a cold start, 30 min: two nodes with one worker each, and beside them at
#                 the same time one node with one worker, each cluster with its own database, so
#                 that every worker gets the same share of the cores; best against time, archive
#                 size and diversity                                                           (31 min)
#   dna [SEEDS] [SECONDS]
#                 5T, the default climber (dna) from a cold start, seeds 1..SEEDS (default 4): for each,
#                 two nodes with one worker each (seeds s, s+1) and beside them one node with one worker
#                 (seed s), SECONDS each (default 960); the three workers share the two cores alike, so
#                 the two nodes at SECONDS/2 have spent the core time the one node has at SECONDS.
#                 Prints the paired difference at equal core time, at equal wall time and at equal
#                 nodes searched (the shares are equal only roughly: two nodes also trade), and charts
#                 mean best against worker time                                    (SEEDS x SECONDS)
#   policy PARAMS [BLOCKS] [SECONDS] [FIRST]
#                 5T, issue 58 §5: a dna campaign of 4 workers with PARAMS (a trading policy, such as
#                 '{"take":"stalled"}') and beside it one at the defaults, whose workers take nothing and so
#                 are the 4 independent runs of their seeds; each campaign on a node of its own with 4 job
#                 threads, SECONDS each (default 3600: 8 workers on 2 cores, 15 minutes of a core each);
#                 block b's workers have seeds FIRST+4b .. FIRST+4b+3 (FIRST default 325, BLOCKS default 4).
#                 Prints each block's two bests and the paired difference, and charts mean best against
#                 time                                                            (BLOCKS x SECONDS)
#   methods A B [BLOCKS] [SECONDS] [FIRST]
#                 5T, issue 58 §5's default: a campaign of 4 workers of method A (such as dna) beside one
#                 of method B (such as perturbation), each at its defaults, set out as for policy but with
#                 FIRST 381 by default (seeds 325-340 went to the policy race)                    (BLOCKS x SECONDS)
# Usage: bench/campaign.sh archive-load|throughput|quality|dna|policy|methods [ARGS]
set -euo pipefail
case "${1:-}" in
  archive-load|throughput|quality|dna|policy|methods) ;;
  *) sed -n '2,34p' "$0" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/campaign-bench"
mkdir -p "$out"
. "$root/bench/lib/cluster.sh"
copy_build
token="mpt_campaign-bench-0123456789abcdef"
scratch_dir campaign-bench


# campaign NAME NODES SECONDS EVERY ARCHIVE BASE-PORT [PARAMS] [MORE]: a fresh cluster of NODES nodes with
# $per_node job threads each (default 1), one campaign with $per_node workers a node (MORE: further request
# fields, such as "method":"dna"), sampled every EVERY seconds, then torn down
per_node=1
campaign() {
  local name=$1 nodes=$2 seconds=$3 every=$4 archive=$5 base=$6 params=${7:-"{}"} more=${8:+,$8} dir="$work/$1" id
  mkdir -p "$dir"
  for n in $(seq 1 "$nodes"); do node "$dir" "$n" $((base + n)) $((base + 100)) "$per_node"; done
  id=$(curl -sf -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "{\"variant\":\"5T\",\"workers\":$((nodes * per_node)),\"archive\":$archive,\"params\":$params$more}" \
    "localhost:$((base + 1))/api/campaigns" \
    | grep -o '"id":"\?[0-9]*' | head -1 | grep -o '[0-9]*$')
  echo "== $name: $nodes node(s) with $per_node worker(s) each, campaign $id"
  java -cp "$classpath" io.morpion.bench.CampaignBench watch "http://localhost:$((base + 1))" "$token" "$id" \
    "$seconds" "$every" "$out/$name.tsv" | sed "s/^/$name  /"
  pkill -f "morpion.bench.dir=$dir" || true
  sleep 3
}

# paired_blocks A-LABEL A-METHOD A-PARAMS B-LABEL B-METHOD TITLE NAME BLOCKS SECONDS FIRST: for each block of 4
# seeds from FIRST, a campaign of 4 workers of A beside one of B (at its defaults), each on a node of its own
# with 4 job threads, SECONDS each; then the paired difference and a chart, as $out/NAME.txt and NAME.svg
paired_blocks() {
  local la=$1 ma=$2 pa=$3 lb=$4 mb=$5 title=$6 name=$7 blocks=$8 seconds=$9 first=${10} every seeds s
  per_node=4 every=$((seconds / 16)) seeds=$(seq -s ' ' "$first" 4 $((first + 4 * (blocks - 1))))
  echo "$title; blocks of 4 seeds beginning at $seeds"
  for s in $seeds; do
    campaign "$la-seed$s" 1 "$seconds" "$every" 2000 18700 "$pa" "\"method\":\"$ma\",\"seed\":\"$s\"" &
    campaign "$lb-seed$s" 1 "$seconds" "$every" 2000 19000 '{}' "\"method\":\"$mb\",\"seed\":\"$s\"" &
    wait
  done
  java -cp "$classpath" io.morpion.bench.CampaignBench pair "$title" "$out/$name.svg" "$every" "$la" "$lb" \
    "$(printf "$out/$la-seed%s.tsv," $seeds | sed 's/,$//')" \
    "$(printf "$out/$lb-seed%s.tsv," $seeds | sed 's/,$//')" | tee "$out/$name.txt"
}

case "$1" in
  archive-load)
    java -cp "$classpath" io.morpion.bench.ArchiveLoad 64 60 5000 20 | tee "$out/archive-load.txt"
    java -cp "$classpath" io.morpion.bench.ArchiveLoad 64 60 0 20 | tee -a "$out/archive-load.txt" ;;
  throughput)
    campaign throughput-1node 1 180 30 1000000 18300 '{"deep-after":"0"}' '"method":"perturbation"'
    campaign throughput-2nodes 2 180 30 1000000 18400 '{"deep-after":"0"}' '"method":"perturbation"' ;;
  quality)
    campaign quality-2nodes 2 1800 60 2000 18500 '{}' '"method":"perturbation"' &
    campaign quality-1node 1 1800 60 2000 18600 '{}' '"method":"perturbation"' &
    wait
    java -cp "$classpath" io.morpion.bench.CampaignBench chart "5T campaigns from a cold start, run side by side" \
      "$out/campaign-5t-30min.svg" 60 "two nodes, one worker each=$out/quality-2nodes.tsv" \
      "one node, one worker=$out/quality-1node.tsv" ;;
  dna)
    seeds=${2:-4} seconds=${3:-960} every=$(( ${3:-960} / 16 ))
    for s in $(seq 1 "$seeds"); do
      campaign "dna-2nodes-seed$s" 2 "$seconds" "$every" 2000 18700 '{}' "\"method\":\"dna\",\"seed\":\"$s\"" &
      campaign "dna-1node-seed$s" 1 "$seconds" "$every" 2000 19000 '{}' "\"method\":\"dna\",\"seed\":\"$s\"" &
      wait
    done
    two=$(seq -f "$out/dna-2nodes-seed%g.tsv" -s, 1 "$seeds")
    one=$(seq -f "$out/dna-1node-seed%g.tsv" -s, 1 "$seeds")
    java -cp "$classpath" io.morpion.bench.CampaignBench compare \
      "5T dna campaigns: two nodes against one, by worker time" "$out/campaign-dna-5t.svg" "$every" \
      "$two" "$one" | tee "$out/campaign-dna-5t.txt" ;;
  policy)
    params=${2:?give the policy as request params, such as '{"take":"stalled"}'}
    paired_blocks policy dna "$params" defaults dna "5T dna campaigns of 4 workers: $params against the defaults" \
      campaign-policy-5t "${3:-4}" "${4:-3600}" "${5:-325}" ;;
  methods)
    a=${2:?give two methods, such as dna perturbation} b=${3:?give two methods, such as dna perturbation}
    paired_blocks "$a" "$a" '{}' "$b" "$b" "5T campaigns of 4 workers: $a against $b" \
      "campaign-$a-$b-5t" "${4:-4}" "${5:-3600}" "${6:-381}" ;;
esac
