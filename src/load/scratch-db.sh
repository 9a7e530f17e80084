# Sourced by src/load/first-minute.sh and deploy/jdk25-aot.sh: a throw-away PostgreSQL of their own in $data on
# 127.0.0.1:$pgport (initdb/pg_ctl on the PATH, as src/load/run-load.sh needs), with the database tavolo, stopped
# by stop_db (the caller's trap). The caller sets data, pgport and port.
as_db_user=()
if [ "$(id -u)" = 0 ]; then as_db_user=(runuser -u postgres --); fi
rm -rf "$data" && mkdir -p "$data" && chmod 700 "$data"
[ "$(id -u)" = 0 ] && chown postgres "$data"
"${as_db_user[@]}" initdb -D "$data" -U tavolo --auth=trust >/dev/null
"${as_db_user[@]}" pg_ctl -D "$data" -l "$data/server.log" -w \
    -o "-p $pgport -k $data -c listen_addresses=127.0.0.1 -c max_connections=50" start >/dev/null
stop_db() {
    "${as_db_user[@]}" pg_ctl -D "$data" -m fast stop >/dev/null || true
}
psql -h 127.0.0.1 -p "$pgport" -U tavolo -d postgres -qc "create database tavolo"

# The environment of a service on that database: the first organizer load / load-password, a fresh session key,
# listening on 127.0.0.1:$port only.
service_env=(
    QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$pgport/tavolo"
    TAVOLO_BOOTSTRAP_ADMIN_USERNAME=load TAVOLO_BOOTSTRAP_ADMIN_PASSWORD=load-password
    QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY="$(head -c 32 /dev/urandom | base64)"
    QUARKUS_HTTP_HOST=127.0.0.1 QUARKUS_HTTP_PORT="$port" TAVOLO_PUBLIC_URL="http://127.0.0.1:$port"
)

# Waits until the service ($1, a process id) says ready; fails if it stops first.
await_ready() {
    for _ in $(seq 1500); do
        curl -sf "http://127.0.0.1:$port/q/health/ready" >/dev/null && return 0
        kill -0 "$1" 2>/dev/null || { echo "The service stopped before it was ready" >&2; return 1; }
        sleep 0.2
    done
    echo "The service was not ready within 300 s" >&2
    return 1
}
