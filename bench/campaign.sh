#!/usr/bin/env bash
# The campaign benchmarks of issue 26 (docs/benchmarks.md, "Campaigns"), on an otherwise idle
# 2-core machine; output goes to target/campaign-bench/. Parts and their wall time:
#   archive-load  64 stand-in workers trading with one archive in the embedded PostgreSQL through the
#                 service's own statements, 60 s at the real rate (a trade every 5 s), then 60 s back
#                 to back (where the database saturates)                                        (3 min)
#   throughput    5T, one node with one worker, then two nodes with one worker each, sharing one
#                 database, 3 min each: rounds per second and archive insertions (no pruning)   (7 min)
#   quality       5T from a cold start: two nodes with one worker each for 30 min, then one node
#                 with one worker for 30 min; best against time, archive size and diversity    (1 h)
# Usage: bench/campaign.sh archive-load|throughput|quality
set -euo pipefail
case "${1:-}" in
  archive-load|throughput|quality) ;;
  *) sed -n '2,13p' "$0" >&2; exit 2 ;;
esac
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/target/campaign-bench"
mkdir -p "$out"
[ -d "$root/target/quarkus-app/lib/main" ] || (cd "$root" && ./mvnw -B -q -DskipTests package >/dev/null)
# A copy of the build, so that rebuilding the project during an hour-long run cannot disturb it.
app="$out/app"
rm -rf "$app" && cp -r "$root/target/quarkus-app" "$app"
classpath="$app/app/*:$app/lib/main/*:$app/lib/boot/*"
token="mpt_campaign-bench-0123456789"
work=$(mktemp -d /tmp/morpion-campaign-bench-XXXXXX)
chmod 755 "$work"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait || true; rm -rf "$work"; }
trap cleanup EXIT

# node N [DATABASE-PORT]: the first node starts the embedded PostgreSQL, the others join it
node() {
  local n=$1 port=$((18200 + $1)) pg=$2
  local -a env=(MORPION_ADMIN_TOKEN="$token" MORPION_RUNS_CONCURRENCY=1 QUARKUS_HTTP_PORT=$port)
  if [ "$n" = 1 ]; then
    env+=(MORPION_DATA_DIR="$work/data" MORPION_DB_PORT="$pg")
  else
    env+=(QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$pg/morpion" QUARKUS_DATASOURCE_USERNAME=morpion
          QUARKUS_DATASOURCE_PASSWORD="$(cat "$work/data/postgres.password")")
  fi
  env "${env[@]}" java -jar "$app/quarkus-run.jar" >"$work/node$n.log" 2>&1 &
  pids+=($!)
  until curl -sf "localhost:$port/api/about" >/dev/null; do sleep 1; done
}

# campaign NODES WORKERS SECONDS EVERY NAME [ARCHIVE]: a fresh cluster, one campaign, sampled
campaign() {
  local nodes=$1 workers=$2 seconds=$3 every=$4 name=$5 archive=${6:-2000} pg=$((15500 + RANDOM % 1000))
  rm -rf "$work/data"
  for n in $(seq 1 "$nodes"); do node "$n" "$pg"; done
  local id
  id=$(curl -sf -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "{\"variant\":\"5T\",\"workers\":$workers,\"archive\":$archive}" localhost:18201/api/campaigns \
    | grep -o '"id":[0-9]*' | head -1 | cut -d: -f2)
  echo "== $name: $nodes node(s), $workers worker(s), campaign $id"
  java -cp "$classpath" io.morpion.bench.CampaignBench watch http://localhost:18201 "$token" "$id" "$seconds" \
    "$every" "$out/$name.tsv"
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait || true
  pids=()
}

case "$1" in
  archive-load)
    java -cp "$classpath" io.morpion.service.campaigns.ArchiveLoad 64 60 5000 20 | tee "$out/archive-load.txt"
    java -cp "$classpath" io.morpion.service.campaigns.ArchiveLoad 64 60 0 20 | tee -a "$out/archive-load.txt" ;;
  throughput)
    campaign 1 1 180 30 throughput-1node 1000000
    campaign 2 2 180 30 throughput-2nodes 1000000 ;;
  quality)
    campaign 2 2 1800 60 quality-2nodes
    campaign 1 1 1800 60 quality-1node
    java -cp "$classpath" io.morpion.bench.CampaignBench chart "5T campaign from a cold start, 30 minutes" \
      "$out/campaign-5t-30min.svg" 60 "two nodes, one worker each=$out/quality-2nodes.tsv" \
      "one node, one worker=$out/quality-1node.tsv" ;;
esac
