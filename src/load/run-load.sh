#!/usr/bin/env bash
# Runs the Gatling load simulation (docs/performance.md) against the packaged service:
# packages it, starts a PostgreSQL of its own in target/load-db and the service on 127.0.0.1,
# runs ./mvnw -Pload verify, then stops both. Needs PostgreSQL's initdb/pg_ctl on the PATH.
# Ports: TAVOLO_LOAD_PORT (8089) for the service, TAVOLO_LOAD_PGPORT (55439) for PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${TAVOLO_LOAD_PORT:-8089}
pgport=${TAVOLO_LOAD_PGPORT:-55439}
data=$PWD/target/load-db
as_db_user=()
if [ "$(id -u)" = 0 ]; then as_db_user=(runuser -u postgres --); fi

[ "${TAVOLO_LOAD_SKIP_PACKAGE:-}" = true ] || ./mvnw -B -q package -DskipTests
rm -rf "$data" && mkdir -p "$data" && chmod 700 "$data"
[ "$(id -u)" = 0 ] && chown postgres "$data"
"${as_db_user[@]}" initdb -D "$data" -U tavolo --auth=trust >/dev/null
# pg_stat_statements, when the server has it, counts the statements of the run (target/load-statements.txt)
statements=""
[ -f "$(pg_config --pkglibdir 2>/dev/null)/pg_stat_statements.so" ] && statements="-c shared_preload_libraries=pg_stat_statements"
"${as_db_user[@]}" pg_ctl -D "$data" -l "$data/server.log" -w \
    -o "-p $pgport -k $data -c listen_addresses=127.0.0.1 -c max_connections=50 $statements" start
service=""
sampler=""
stop() {
    [ -n "$sampler" ] && kill "$sampler" 2>/dev/null && wait "$sampler" 2>/dev/null || true
    [ -n "$service" ] && kill "$service" 2>/dev/null && wait "$service" 2>/dev/null || true
    "${as_db_user[@]}" pg_ctl -D "$data" -m fast stop >/dev/null || true
}
trap stop EXIT
psql -h 127.0.0.1 -p "$pgport" -U tavolo -d postgres -qc "create database tavolo"
[ -n "$statements" ] && psql -h 127.0.0.1 -p "$pgport" -U tavolo -d tavolo -qc "create extension pg_stat_statements"

# The pool is filled at start (a loaded machine opens connections slowly), and waits up to 5 s for
# one at start-up; the first organizer (load / load-password) and a fresh session key are given;
# everything else is the service as shipped.
QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$pgport/tavolo" \
QUARKUS_DATASOURCE_JDBC_MIN_SIZE=20 QUARKUS_DATASOURCE_JDBC_INITIAL_SIZE=20 \
QUARKUS_DATASOURCE_JDBC_ACQUISITION_TIMEOUT=5S QUARKUS_DATASOURCE_JDBC_LOGIN_TIMEOUT=4S \
TAVOLO_BOOTSTRAP_ADMIN_USERNAME=load TAVOLO_BOOTSTRAP_ADMIN_PASSWORD=load-password \
QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY="$(head -c 32 /dev/urandom | base64)" \
QUARKUS_HTTP_HOST=127.0.0.1 QUARKUS_HTTP_PORT="$port" TAVOLO_PUBLIC_URL="http://127.0.0.1:$port" \
    java -jar target/quarkus-app/quarkus-run.jar >target/load-service.log 2>&1 &
service=$!
for _ in $(seq 60); do
    curl -sf "http://127.0.0.1:$port/q/health/ready" >/dev/null && break
    kill -0 "$service" || { echo "The service did not start: target/load-service.log" >&2; exit 1; }
    sleep 1
done
# The server's client connections, once a second, through one session opened now (so that the
# sampling itself never needs a free connection): time, all client connections (its own included),
# those of the service's pool, those active. The pool (at most 20) and the notification listener
# are all the service should ever hold, whatever the load.
connections=$PWD/target/load-connections.log
while sleep 1; do
    echo "select now()::time(0), count(*), count(*) filter (where application_name = 'PostgreSQL JDBC Driver'),
          count(*) filter (where state = 'active') from pg_stat_activity where backend_type = 'client backend';"
done | psql -h 127.0.0.1 -p "$pgport" -U tavolo -d postgres -Atq >"$connections" 2>&1 &
sampler=$!
uptime
status=0
./mvnw -B -Pload verify -Dtavolo.load.url="http://127.0.0.1:$port" || status=$?
uptime
# every statement of the run with how often it ran (hands: the calls of the hand's own insert)
[ -n "$statements" ] && psql -h 127.0.0.1 -p "$pgport" -U tavolo -d tavolo -F ' | ' -Atc \
    "select calls, round(mean_exec_time::numeric, 3) as mean_ms, regexp_replace(query, '\s+', ' ', 'g')
       from pg_stat_statements order by calls desc" >"$PWD/target/load-statements.txt"
echo "Most client connections of the server during the run: $(cut -d'|' -f2 "$connections" | sort -n | tail -1)" \
    "(max_connections=50; $connections)"
exit $status
