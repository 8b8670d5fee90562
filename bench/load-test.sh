#!/usr/bin/env bash
# Load test over loopback (docs/security.md): starts the service on a scratch embedded PostgreSQL
# with the per-client rate limits lifted (the load comes from one address), then
#  - wrk (apt-get install wrk), 64 connections listing records for 20 s, for the list p99;
#  - LoadTest, 64 connections mixing listing, downloads and submissions for 20 s, with the
#    server-side verification time of a 178-move game and a check that no submission was lost.
# bench/load-test.sh corpus instead fills the corpus to 10,000 records with random finished games,
# then measures pages, filtered pages and families at 64 connections for 20 s each with wrk
# (bench/corpus-load.lua), and all three mixed with LoadTest (issue 39).
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -DskipTests package >/dev/null
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.classpath >/dev/null
work=$(mktemp -d /tmp/morpion-load-XXXXXX)
chmod 755 "$work"
port=18094
MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=15494 QUARKUS_HTTP_PORT=$port \
  MORPION_LIMITS_SUBMISSIONS_PER_MINUTE=1000000 java -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid; wait $pid || true; rm -rf "$work"' EXIT
until curl -sf "localhost:$port/api/about" >/dev/null; do sleep 1; done
load() { java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" io.morpion.bench.LoadTest "http://127.0.0.1:$port" "$@"; }
if [ "${1:-}" = corpus ]; then
  load 64 10 corpus >/dev/null || true   # fills the corpus, and warms up
  if command -v wrk >/dev/null; then
    # wrk's event loop costs the two cores far less than LoadTest's 64 threads, so the service gets them
    for page in $(seq 0 19); do curl -sf "localhost:$port/api/records?origin=&size=100&page=$page"; echo; done \
      | grep -o '"id":"[0-9]*"' | grep -o '[0-9]*' >"$work/ids.txt"
    for kind in page filtered family; do
      echo "== $kind"
      wrk -t2 -c64 -d20s --latency -s bench/corpus-load.lua "http://127.0.0.1:$port" -- "$kind" "$work/ids.txt"
    done
  fi
  load 64 20 corpus
  exit
fi
load 64 10 list >/dev/null   # warm-up
if command -v wrk >/dev/null; then
  wrk -t2 -c64 -d20s --latency "http://127.0.0.1:$port/api/records?size=20"
else
  load 64 20 list
fi
load 64 20 mixed
