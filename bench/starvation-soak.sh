#!/usr/bin/env bash
# Soak (issue 54, point 6): how long a token's GET /api/runs takes while two searchers each run a
# 64-thread DNA search on this node, once with the solver threads limited to the core count (the
# default) and once with that limit lifted (512), which is how every node ran before the limit.
# Prints the p50, p99 and slowest of 300 requests, one after another, for each. Not a test: the
# figures are the machine's.
# Usage: bench/starvation-soak.sh [REQUESTS]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -DskipTests package >/dev/null
requests=${1:-300}
port=18096
admin="mpt_starvation-soak-admin-token-0123456789"
measure() {
  local limit=$1 work pid
  work=$(mktemp -d /tmp/morpion-starvation-XXXXXX)
  chmod 755 "$work"
  MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=15496 QUARKUS_HTTP_PORT=$port MORPION_ADMIN_TOKEN=$admin \
    MORPION_RUNS_SOLVER_THREADS=$limit MORPION_RUNS_CONCURRENCY=2 \
    java -Xmx2g -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
  pid=$!
  until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 1; done
  for name in alice bob; do
    secret=$(curl -sf -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
      -d "{\"name\":\"$name\",\"role\":\"searcher\"}" "localhost:$port/api/admin/tokens" \
      | sed -E 's/.*"token":"([^"]*)".*/\1/')
    curl -sf -o /dev/null -H "Authorization: Bearer $secret" -H 'Content-Type: application/json' \
      -d '{"variant":"5T","algorithm":"dna","threads":64,"seed":7}' "localhost:$port/api/runs"
  done
  sleep 15   # both runs under way, every island started
  for _ in $(seq "$requests"); do
    curl -s -o /dev/null -w '%{time_total}\n' -H "Authorization: Bearer $admin" "localhost:$port/api/runs?size=20"
  done | sort -n >"$work/times"
  awk -v limit="$limit" '{ t[NR] = $1 } END {
      printf "solver threads %-4s p50 %4.0f ms   p99 %5.0f ms   slowest %5.0f ms   (%d requests)\n",
        limit, 1000 * t[int(NR * 0.5)], 1000 * t[int(NR * 0.99)], 1000 * t[NR], NR }' "$work/times"
  curl -s "localhost:$port/q/metrics" | grep -E '^morpion_solver_threads_(computing_most|limit) ' | tr '\n' ' '
  echo
  kill $pid; wait $pid || true
  rm -rf "$work"
}
measure 512
measure "$(nproc)"
