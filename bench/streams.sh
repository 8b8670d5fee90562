#!/usr/bin/env bash
# Live streams (issue 36, docs/security.md "Live streams"): the service on a scratch embedded
# PostgreSQL with two searches running and the stream caps lifted (the load comes from one address),
# then StreamLoad: 30 s with no stream, 30 s with one stream per run, 30 s with 1,000 streams; in each
# phase the database's transactions a second and the p50/p99 of GET /api/records meanwhile.   (3 min)
set -euo pipefail
cd "$(dirname "$0")/.."
# StreamLoad is a bench tool (bench/java), built with the tests
[ -d target/quarkus-app/lib/main ] && [ -d target/test-classes/io/morpion/bench ] || ./mvnw -B -q -DskipTests package >/dev/null
work=$(mktemp -d /tmp/morpion-streams-XXXXXX)
chmod 755 "$work"
port=18095
db=15495
token="mpt_streams-bench-0123456789abcdef"
MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=$db QUARKUS_HTTP_PORT=$port MORPION_ADMIN_TOKEN=$token \
  MORPION_RUNS_CONCURRENCY=2 MORPION_LIMITS_STREAMS=2000 MORPION_LIMITS_STREAMS_PER_CLIENT=2000 \
  java -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid; wait $pid || true; rm -rf "$work"' EXIT
until curl -sf "localhost:$port/api/about" >/dev/null; do sleep 1; done
runs=()
for seed in 1 2; do
  runs+=("$(curl -sf -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
    -d "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":3},\"budget\":{\"time\":\"10m\"},\"seed\":$seed}" \
    "localhost:$port/api/runs" | grep -o '"id":[0-9]*' | head -1 | cut -d: -f2)")
done
sleep 5
java -cp "target/test-classes:target/quarkus-app/app/*:target/quarkus-app/lib/main/*" io.morpion.bench.StreamLoad "http://127.0.0.1:$port" \
  "jdbc:postgresql://127.0.0.1:$db/morpion" "$(cat "$work/data.password" 2>/dev/null || cat "$work/data/postgres.password")" \
  30 1000 "${runs[@]}"
