#!/bin/sh
# Makes the cluster on first start (the role and database from the environment, password
# authentication from anywhere on the stack's network), then runs the server as user postgres.
set -eu
data=/var/lib/postgresql/data
if [ "$(id -u)" = 0 ]; then
  chown postgres "$data"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$data/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?set POSTGRES_PASSWORD}"
  user=${POSTGRES_USER:-postgres}
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  /opt/postgres/bin/initdb -D "$data" -U "$user" -A scram-sha-256 --pwfile="$pwfile" -E UTF8 --locale=C
  rm -f "$pwfile"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$data/pg_hba.conf"
  echo "CREATE DATABASE \"${POSTGRES_DB:-$user}\";" | /opt/postgres/bin/postgres --single -D "$data" -j postgres >/dev/null
fi
exec /opt/postgres/bin/postgres -D "$data" -c listen_addresses='*' -c unix_socket_directories=''
