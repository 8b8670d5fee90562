#!/usr/bin/env bash
# What checkpointing costs a search run (docs/benchmarks.md): starts the service on a scratch
# embedded PostgreSQL, runs NRPA level 3 on 5T for DURATION seconds (default 180) at the default
# checkpoint interval and again at a 1 s interval, and prints the time spent taking and storing
# checkpoints as a share of the run's time. The solver stops while it checkpoints, so that share
# is the throughput lost. Needs curl and node (for JSON).
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION=${1:-180}
./mvnw -B -q -DskipTests package >/dev/null
work=$(mktemp -d /tmp/morpion-ckpt-XXXXXX)
chmod 755 "$work"
port=18093
measure() { # interval
  MORPION_DATA_DIR="$work/data" MORPION_DB_PORT=15493 QUARKUS_HTTP_PORT=$port MORPION_RUNS_CONCURRENCY=1 \
    MORPION_RUNS_CHECKPOINT_INTERVAL="$1" java -jar target/quarkus-app/quarkus-run.jar >"$work/service.log" 2>&1 &
  local pid=$!
  until curl -sf "localhost:$port/api/about" >/dev/null; do sleep 1; done
  local id
  id=$(curl -sf -XPOST "localhost:$port/api/runs" -H 'Content-Type: application/json' \
    -d "{\"variant\":\"5T\",\"algorithm\":\"nrpa\",\"params\":{\"level\":3},\"budget\":{\"time\":\"${DURATION}s\"},\"seed\":1}" \
    | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).id))')
  until curl -sf "localhost:$port/api/runs/$id" | grep -q '"status":"COMPLETED"'; do sleep 2; done
  curl -sf "localhost:$port/api/runs/$id" | node -e '
    let s=""; process.stdin.on("data",d=>s+=d).on("end",()=>{ const r=JSON.parse(s);
      console.log(`interval '"$1"': ${r.checkpoints} checkpoints in ${r.elapsedSeconds.toFixed(1)} s, `
        + `${(r.checkpointSeconds*1000/r.checkpoints).toFixed(1)} ms each, `
        + `${(100*r.checkpointSeconds/r.elapsedSeconds).toFixed(3)} % of the run; `
        + `${Math.round(r.nodes/r.elapsedSeconds)} playouts/s, best ${r.bestScore}`); })'
  kill "$pid"; wait "$pid" || true
}
measure 30s
measure 1s
rm -rf "$work"
