#!/usr/bin/env bash
# Soak (issue 84): a service in a 6 GB heap on a scratch embedded PostgreSQL while, for SECONDS (default 300),
# three searchers each ask the widest 64-thread DNA run (window 500, no upkeep, the largest pool and archive) and
# then the widest run that fits a node alone, and 64 addresses (127.0.2.1-64, each its own client) ask one large
# PNG after another, 3700-3763 pixels wide. Passes with no 5xx, no OutOfMemoryError, no FAILED run and the heap
# under 75 % at every sample; prints the answers by status, the runs by state and the most heap used.
# Usage: bench/admission-soak.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-300}
[ -d target/quarkus-app/lib/main ] || ./mvnw -B -q -DskipTests package >/dev/null
work=$(mktemp -d /tmp/morpion-admission-soak-XXXXXX)
chmod 755 "$work"
port=18096
admin="mpt_admission-soak-admin-token-0123456789"
MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=15496 QUARKUS_HTTP_PORT=$port MORPION_ADMIN_TOKEN=$admin \
  MORPION_RUNS_CONCURRENCY=2 \
  java -Xmx6g -XX:+ExitOnOutOfMemoryError -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $(jobs -p) 2>/dev/null; kill $pid 2>/dev/null; wait $pid 2>/dev/null || true; rm -rf "$work"' EXIT
until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 1; done
base="http://127.0.0.1:$port"
record=$(curl -s "$base/api/records?variant=5T&size=1" | sed -n 's/.*"items":\[{"id":"\([0-9]*\)".*/\1/p')
widest='"algorithm":"dna","params":{"window":"500","maintenance":"2147483647","pool":"100000","archive":"100000"}'
per_thread=$(curl -s "$base/api/algorithms" | tr '{' '\n' | grep '"name":"dna"' | sed -n 's/.*"maxBytesPerThread":"\{0,1\}\([0-9]*\).*/\1/p')
# a label holds spaces ("G1 Old Gen"): the value is the last field; and beyond 2^31 only %.0f prints it whole
heap() { curl -s "$base/q/metrics" | awk -v m="$1{area=\"heap\"" 'index($0, m) == 1 && $NF > 0 {s += $NF} END {printf "%.0f", s}'; }
heap_max=$(heap jvm_memory_max_bytes)
fits=$(( heap_max / 4 * 3 / per_thread ))
echo "record $record; a widest DNA thread may hold $(( per_thread >> 20 )) MB; $fits threads fit a node's budget"

for n in 1 2 3; do
  token=$(curl -s -X POST -H "Authorization: Bearer $admin" -H 'Content-Type: application/json' \
    -d "{\"name\":\"soak searcher $n\",\"role\":\"searcher\"}" "$base/api/admin/tokens" | sed -n 's/.*"token":"\([^"]*\)".*/\1/p')
  for threads in 64 "$fits"; do
    curl -s -o /dev/null -w '%{http_code}\n' -X POST -H "Authorization: Bearer $token" \
      -H 'Content-Type: application/json' -d "{\"variant\":\"5T\",$widest,\"threads\":$threads,\"keepGoing\":true}" \
      "$base/api/runs" >>"$work/runs.codes"
  done
done
echo "run requests, by answer: $(sort "$work/runs.codes" | uniq -c | tr '\n' ' ')"

end=$(( $(date +%s) + seconds ))
for n in $(seq 1 64); do
  ( while [ "$(date +%s)" -lt $end ]; do
      curl -s -o /dev/null -w '%{http_code}\n' --interface "127.0.2.$n" "$base/records/$record.png?size=$(( 3699 + n ))"
    done >>"$work/pictures.$n" ) &
done
most=0
while [ "$(date +%s)" -lt $end ]; do
  used=$(heap jvm_memory_used_bytes)
  share=$(( used * 100 / heap_max ))
  [ "$share" -gt "$most" ] && most=$share
  sleep 5
done
wait $(jobs -p | grep -v "^$pid$") 2>/dev/null || true
cat "$work"/pictures.* | sort | uniq -c | sed 's/^/pictures: /'
states=$(curl -s -H "Authorization: Bearer $admin" "$base/api/runs?size=50" | grep -o '"status":"[A-Z]*"' | sort | uniq -c | tr '\n' ' ')
echo "runs by state: $states"
echo "most heap used: $most % of $(( heap_max >> 20 )) MB"
ooms=$(grep -c OutOfMemoryError "$work/service.log" || true)
fivexx=$(cat "$work"/pictures.* "$work/runs.codes" | grep -c '^5' || true)
failed=$(echo "$states" | grep -c FAILED || true)
if [ "$fivexx" -eq 0 ] && [ "$ooms" -eq 0 ] && [ "$failed" -eq 0 ] && [ "$most" -lt 75 ] && kill -0 $pid; then
  echo "PASS: no 5xx, no OutOfMemoryError, no FAILED run, heap under 75 %"
else
  echo "FAIL: $fivexx 5xx, $ooms OutOfMemoryError lines, $failed FAILED, heap at most $most %"; exit 1
fi
