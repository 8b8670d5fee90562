# Shared by the cluster benchmarks (campaign.sh, local-proofs.sh): sourced, not run, after setting $root
# (the checkout), $out (the bench's folder under target/) and $token (the admin token every node accepts).

# copy_build: builds the service and the bench tools (bench/java, built with the tests) when missing,
# then copies them to $out/app, so that rebuilding the project during an hour-long run cannot disturb it;
# sets $app and $classpath (the bench tools with the service's jars)
copy_build() {
  [ -d "$root/target/quarkus-app/lib/main" ] && [ -d "$root/target/test-classes/io/morpion/bench" ] \
    || (cd "$root" && ./mvnw -B -q -DskipTests package >/dev/null)
  app="$out/app"
  rm -rf "$app" && cp -r "$root/target/quarkus-app" "$app" && cp -r "$root/target/test-classes" "$app/bench-classes"
  classpath="$app/bench-classes:$app/app/*:$app/lib/main/*:$app/lib/boot/*"
}

# scratch_dir NAME: a fresh folder under /tmp for the bench's nodes and databases, in $work, removed with every
# process started from it when the script ends, however it ends
scratch_dir() {
  work=$(mktemp -d "/tmp/morpion-$1-XXXXXX")
  chmod 755 "$work"
  cleanup() { pkill -f "$work" 2>/dev/null || true; sleep 2; rm -rf "$work"; }
  trap cleanup EXIT
}

# node DIR N HTTP-PORT DATABASE-PORT [JOB-THREADS]: starts node N of the cluster in DIR with one job
# thread (or JOB-THREADS) and as many threads computing background work (sweeps' neighbourhoods, curves), and
# waits until it answers; the first node of a cluster starts its embedded PostgreSQL, the others use it
node() {
  local dir=$1 n=$2 port=$3 pg=$4 threads=${5:-1}
  local -a env=(MORPION_ADMIN_TOKEN="$token" MORPION_RUNS_CONCURRENCY="$threads" MORPION_WORK_COMPUTERS="$threads"
                QUARKUS_HTTP_PORT="$port")
  if [ "$n" = 1 ]; then
    env+=(MORPION_DATA_DIR="$dir/data" MORPION_DB_PORT="$pg")
  else
    env+=(QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$pg/morpion" QUARKUS_DATASOURCE_USERNAME=morpion
          QUARKUS_DATASOURCE_PASSWORD="$(cat "$dir/data/postgres.password")")
  fi
  env "${env[@]}" java -Dmorpion.bench.dir="$dir" -Dmorpion.bench.node="$n" -jar "$app/quarkus-run.jar" >"$dir/node$n.log" 2>&1 &
  until curl -sf "localhost:$port/api/about" >/dev/null; do sleep 1; done
}
