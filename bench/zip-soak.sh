#!/usr/bin/env bash
# Soak (issue 54): the service in a 1 GB heap on a scratch embedded PostgreSQL, two DNA runs
# searching, 30 clients downloading the corpus zip over and over while 100 finished games arrive,
# each with 16,000 characters of text (the most a game may carry; the attack used seven 64 KB
# texts), every one of which empties the zip's cache. Passes with no 5xx and the service still up;
# prints the answers by status, the zips built and the most heap used. The submission limit is
# lifted, since the load comes from one address.
# Usage: bench/zip-soak.sh [READERS] [SUBMISSIONS]
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q -DskipTests package >/dev/null
./mvnw -B -q test-compile >/dev/null
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench.classpath >/dev/null
work=$(mktemp -d /tmp/morpion-zip-soak-XXXXXX)
chmod 755 "$work"
port=18095
token="mpt_zip-soak-admin-token-0123456789abcdef"
MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=15495 QUARKUS_HTTP_PORT=$port MORPION_ADMIN_TOKEN=$token \
  MORPION_LIMITS_SUBMISSIONS_PER_MINUTE=1000000 MORPION_RUNS_CONCURRENCY=2 \
  java -Xmx1g -XX:+ExitOnOutOfMemoryError -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
pid=$!
trap 'kill $pid 2>/dev/null; wait $pid || true; rm -rf "$work"' EXIT
until curl -sf "localhost:$port/q/health/ready" >/dev/null; do sleep 1; done
java -cp "target/test-classes:target/classes:$(cat target/bench.classpath)" io.morpion.bench.ZipSoak \
  "http://127.0.0.1:$port" "$token" "${1:-30}" "${2:-100}"
kill -0 $pid && echo "the service is up: $(curl -s -o /dev/null -w '%{http_code}' "localhost:$port/q/health/ready") from readiness"
grep -c OutOfMemoryError "$work/service.log" | sed 's/^/OutOfMemoryError lines in the log: /' || true
