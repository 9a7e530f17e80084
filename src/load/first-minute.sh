#!/usr/bin/env bash
# The first minute after a start (docs/performance.md#the-first-minute): for each way of running the service, with
# warm-before-ready on and off, three starts, alternated in one window. Each start: the service on a PostgreSQL of
# its own (target/first-minute-db, kept between starts), the time from launch to ready, its resident memory at
# ready and after the minute, and the times of hand entry during the first 60 s after ready at a club's pace
# (src/load/java/org/tavolo/load/FirstMinute.java: 10 tables, a hand every 4 s each). Each start enters hands at a
# tournament of its own, made before the first start by a service started for that alone.
# The ways: jdk17 (the default package on the default java), jdk25 (the same package on JDK 25), jdk25-aot
# (deploy/jdk25-aot.sh's package and cache). Needs both packages: ./mvnw package -DskipTests and
# deploy/jdk25-aot.sh (TAVOLO_FIRST_MINUTE_PACKAGE=true makes both first).
# Results: target/first-minute.txt, one line a start; medians at the end. STARTS (3), SECONDS (60), WAYS.
set -euo pipefail
cd "$(dirname "$0")/../.."
java17=${JAVA17:-java}
java25=${JAVA25:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
port=${TAVOLO_FIRST_MINUTE_PORT:-8092}
pgport=${TAVOLO_FIRST_MINUTE_PGPORT:-55442}
starts=${STARTS:-3}
seconds=${SECONDS_MEASURED:-60}
ways=${WAYS:-jdk17 jdk25 jdk25-aot}
# the default package (TAVOLO_FIRST_MINUTE_APP: another checkout's, built from the same sources)
default_app=${TAVOLO_FIRST_MINUTE_APP:-$PWD/target/quarkus-app}
data=$PWD/target/first-minute-db
out=$PWD/target/first-minute.txt
tournaments=$PWD/target/first-minute-tournaments.txt
# the client, compiled once so that no start is measured beside a compilation
javac -d target/first-minute-client src/load/java/org/tavolo/load/FirstMinute.java
client=(java -XX:TieredStopAtLevel=1 -cp target/first-minute-client org.tavolo.load.FirstMinute)

if [ "${TAVOLO_FIRST_MINUTE_PACKAGE:-}" = true ]; then
    ./mvnw -B -q package -DskipTests
    deploy/jdk25-aot.sh
fi
service=""
stop_service() {
    [ -n "$service" ] && kill "$service" 2>/dev/null && wait "$service" 2>/dev/null || true
    service=""
}
source src/load/scratch-db.sh
trap 'stop_service; stop_db' EXIT

# launch WAY WARM: starts the service, its process id in $service
launch() {
    local way=$1 warm=$2
    case $way in
        jdk17) (exec env "${service_env[@]}" TAVOLO_WARM_UP_ENABLED="$warm" \
                    "$java17" -jar "$default_app/quarkus-run.jar") >>target/first-minute-service.log 2>&1 & ;;
        jdk25) (exec env "${service_env[@]}" TAVOLO_WARM_UP_ENABLED="$warm" \
                    "$java25" -jar "$default_app/quarkus-run.jar") >>target/first-minute-service.log 2>&1 & ;;
        jdk25-aot) (cd target/quarkus-app-aot && exec env "${service_env[@]}" TAVOLO_WARM_UP_ENABLED="$warm" \
                    "$java25" -XX:AOTCache=app.aot -jar quarkus-run.jar) >>target/first-minute-service.log 2>&1 & ;;
    esac
    service=$!
}

: >target/first-minute-service.log
runs=0
for _ in $(seq "$starts"); do for _ in $ways; do runs=$((runs + 2)); done; done
launch jdk17 false
await_ready "$service"
"${client[@]}" prepare "http://127.0.0.1:$port" "$runs" "$tournaments"
stop_service

echo "# $(date -u +%FT%TZ) $(nproc) cores; $starts starts of each, ${seconds} s of hands each" | tee "$out"
line=0
for round in $(seq "$starts"); do
    for way in $ways; do
        for warm in true false; do
            load=$(cut -d' ' -f1-3 /proc/loadavg)
            launched=$(date +%s%3N)
            launch "$way" "$warm"
            measured=$("${client[@]}" hands "http://127.0.0.1:$port" "$tournaments" "$line" "$seconds" \
                "$launched" "$service")
            stop_service
            echo "way=$way warm=$warm round=$round load=${load// /,} $measured" | tee -a "$out"
            line=$((line + 1))
        done
    done
done

# the median of each figure, by way and warm-up
"${client[@]}" medians "$out" | tee -a "$out"
