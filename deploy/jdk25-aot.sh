#!/usr/bin/env bash
# Packages Tavolo for JDK 25 with an AOT cache trained on its hot paths (docs/deployment.md#jdk-25-with-an-aot-cache):
#   1. ./mvnw package -Pjdk25-aot: the same service in Quarkus's aot-jar layout, in target/quarkus-app-aot (every
#      class on the JVM's own class path, which an AOT cache can hold; the default package is left as it is);
#   2. a training run on JDK 25 (-XX:AOTCacheOutput): the service started on a throw-away PostgreSQL of its own
#      (initdb/pg_ctl on the PATH, data in target/aot-db), warmed before ready, then two tournaments of 40 players
#      made, 30 s of hands entered at a club's pace, the room's pages, the console and the director's pages read;
#      stopped, it writes target/quarkus-app-aot/app.aot.
# Then run it (from that folder, with the same JDK and the same files; repackaging needs a new training run):
#   cd target/quarkus-app-aot && /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -XX:AOTCache=app.aot -jar quarkus-run.jar
# JAVA25 (the JDK 25's java), TAVOLO_AOT_PORT (8091), TAVOLO_AOT_PGPORT (55441); TAVOLO_AOT_SKIP_PACKAGE=true trains
# on the package already there.
set -euo pipefail
cd "$(dirname "$0")/.."
java25=${JAVA25:-/usr/lib/jvm/temurin-25-jdk-amd64/bin/java}
port=${TAVOLO_AOT_PORT:-8091}
pgport=${TAVOLO_AOT_PGPORT:-55441}
data=$PWD/target/aot-db
app=$PWD/target/quarkus-app-aot
"$java25" -version 2>&1 | grep -q 'version "2[5-9]' || { echo "No JDK 25 at $java25 (set JAVA25)" >&2; exit 1; }

[ "${TAVOLO_AOT_SKIP_PACKAGE:-}" = true ] || ./mvnw -B -q package -Pjdk25-aot -DskipTests
service=""
stop() {
    [ -n "$service" ] && kill "$service" 2>/dev/null && wait "$service" 2>/dev/null || true
    stop_db
}
source src/load/scratch-db.sh
trap stop EXIT

began=$(date +%s)
rm -f "$app/app.aot"
(cd "$app" && exec env "${service_env[@]}" "$java25" -XX:AOTCacheOutput=app.aot -jar quarkus-run.jar) \
    >target/aot-training.log 2>&1 &
service=$!
await_ready "$service"
javac -d target/first-minute-client src/load/java/org/tavolo/load/FirstMinute.java
client=(java -cp target/first-minute-client org.tavolo.load.FirstMinute)
"${client[@]}" prepare "http://127.0.0.1:$port" 2 target/aot-tournaments.txt
"${client[@]}" pages "http://127.0.0.1:$port" target/aot-tournaments.txt 0
"${client[@]}" hands "http://127.0.0.1:$port" target/aot-tournaments.txt 1 30 "$(date +%s%3N)" "$service"
"${client[@]}" pages "http://127.0.0.1:$port" target/aot-tournaments.txt 1
# stopped, the JVM writes the cache (it starts a second JVM for that, which takes a while)
kill -TERM "$service"
wait "$service" || true
service=""
[ -s "$app/app.aot" ] || { echo "No AOT cache was written: target/aot-training.log" >&2; exit 1; }
echo "AOT cache $(du -m "$app/app.aot" | cut -f1) MiB, trained in $(( $(date +%s) - began )) s: $app/app.aot"
