package org.tavolo.circuit;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.circuit.Circuits.approve;
import static org.tavolo.circuit.Circuits.card;
import static org.tavolo.circuit.Circuits.circuit;
import static org.tavolo.circuit.Circuits.club;
import static org.tavolo.circuit.Circuits.evening;
import static org.tavolo.circuit.Circuits.file;
import static org.tavolo.circuit.Circuits.local;
import static org.tavolo.circuit.Circuits.submit;
import static org.tavolo.circuit.Circuits.submitCsv;
import static org.tavolo.circuit.Circuits.table;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.path.json.config.JsonPathConfig;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The hub's side of a circuit (docs/circuit.md): a club's file kept as a version with its receipt, only approved
 * versions counting, a correction a new version; every bad file refused in words with nothing changed; the CSV form
 * ranked as the JSON form.
 */
@QuarkusTest
class CircuitHubTest {

    private static final String A = "Circolo Aurora";
    private static final String NOV_3 = "2026-11-03";

    @Test
    void onlyApprovedVersionsCountAndACorrectionIsANewVersionThatCountsOnceApproved() {
        long circuit = circuit(local(), 2, 2);
        String key = club(local(), circuit, A);
        List<String> c = List.of(
                card(local(), circuit, "Anna"), card(local(), circuit, "Bruno"),
                card(local(), circuit, "Carla"), card(local(), circuit, "Dario"));
        long e1 = evening(local(), circuit, A, NOV_3);
        long e2 = evening(local(), circuit, A, "2026-11-10");

        JsonPath first = Answers.json(submit(local(), circuit, key, table(file(e1, A, NOV_3, c), 1, 1, c)), 201);
        assertEquals(1, first.getInt("version"));
        assertEquals(e1, first.getLong("evening"));
        assertEquals("RECEIVED", first.getString("status"));
        assertTrue(first.getString("sha256").matches("[0-9a-f]{64}"), first.getString("sha256"));
        assertEquals(List.of(), standings(circuit).getList("lines"));

        approve(local(), circuit, first.getLong("id"));
        assertEquals(
                Map.of(
                        c.get(0),
                        points(4, 1, 1),
                        c.get(1),
                        points(4, 2, 2),
                        c.get(2),
                        points(4, 3, 3),
                        c.get(3),
                        points(4, 4, 4)),
                pointsByCard(standings(circuit)));

        List<String> corrected = List.of(c.get(1), c.get(0), c.get(2), c.get(3));
        JsonPath second = Answers.json(
                submit(
                        local(),
                        circuit,
                        key,
                        table(file(e1, A, NOV_3, corrected, 1, 2, 3, 3), 1, 1, corrected, 1, 2, 3, 3)),
                201);
        assertEquals(2, second.getInt("version"));
        assertEquals(points(4, 1, 1), pointsByCard(standings(circuit)).get(c.get(0)), "not approved yet: not counted");
        approve(local(), circuit, second.getLong("id"));
        JsonPath after = standings(circuit);
        assertEquals(
                Map.of(
                        c.get(1),
                        points(4, 1, 1),
                        c.get(0),
                        points(4, 2, 2),
                        c.get(2),
                        points(4, 3, 4),
                        c.get(3),
                        points(4, 3, 4)),
                pointsByCard(after));
        assertEquals(
                List.of(true, true),
                after.getList("lines.findAll { it.card in ['" + c.get(2) + "','" + c.get(3) + "'] }.tied"));

        List<String> withNewcomer = List.of(c.get(0), "=Nuovo Arrivato", c.get(1));
        JsonPath third = Answers.json(
                submit(local(), circuit, key, table(file(e2, A, "2026-11-10", withNewcomer), 1, 1, withNewcomer)), 201);
        approve(local(), circuit, third.getLong("id"));
        JsonPath roster = Answers.json(local().get("/api/circuits/{id}/roster", circuit), 200);
        String provisional = roster.getString("find { it.name == 'Nuovo Arrivato' }.card");
        assertTrue(
                provisional.startsWith("P") && roster.getBoolean("find { it.name == 'Nuovo Arrivato' }.provisional"));
        JsonPath season = standings(circuit);
        assertEquals(points(4, 2, 2).add(points(3, 1, 1)), pointsByCard(season).get(c.get(0)));
        assertEquals(points(3, 2, 2), pointsByCard(season).get(provisional));
        assertEquals(List.of(c.get(0), c.get(1)), season.getList("lines.findAll { it.qualified }.card"));
        assertEquals(
                List.of(e1, e2),
                season.getList("lines.find { it.card == '" + c.get(0) + "' }.counted", Long.class).stream()
                        .sorted()
                        .toList());
        assertEquals(2, season.getInt("lines.find { it.card == '" + c.get(0) + "' }.rating.matches"));
        local().get("/api/circuits/{id}/roster?format=csv", circuit)
                .then()
                .statusCode(200)
                .contentType(containsString("text/csv"))
                .body(
                        containsString("tessera;nome;soprannome;provvisoria"),
                        containsString(provisional + ";Nuovo Arrivato;;Sì"));
        String italian = Answers.text(local().get("/circuits/{id}", circuit), 200);
        assertTrue(italian.contains("Anna") && italian.contains("In finale") && italian.contains("1666,67"), italian);
        String english = Answers.text(local().get("/circuits/{id}/tv?lang=en", circuit), 200);
        assertTrue(
                english.contains("To the final") && english.contains("1666.67") && !english.contains("In finale"),
                english);
    }

    @Test
    void everyBadFileIsRefusedInWordsPerFindingAndNothingChanges() throws IOException {
        long circuit = circuit(local(), 3, 1);
        String key = club(local(), circuit, A);
        String revokedKey = club(local(), circuit, "Circolo Revocato");
        List<String> c = List.of(
                card(local(), circuit, "Elsa"),
                card(local(), circuit, "Fabio"),
                card(local(), circuit, "Gino"),
                card(local(), circuit, "Ivo"));
        long e1 = evening(local(), circuit, A, NOV_3);
        Map<String, Object> v1 = table(file(e1, A, NOV_3, c), 1, 1, c);
        Answers.json(submit(local(), circuit, key, v1), 201);
        List<String> swapped = List.of(c.get(1), c.get(0), c.get(2), c.get(3));
        Answers.json(submit(local(), circuit, key, table(file(e1, A, NOV_3, swapped), 1, 1, swapped)), 201);
        long revoked = Answers.json(local().get("/api/circuits/{id}/clubs", circuit), 200)
                .getLong("find { it.name == 'Circolo Revocato' }.id");
        local().post("/api/circuits/{id}/clubs/{club}/revoke", circuit, revoked)
                .then()
                .statusCode(200);
        Map<String, String> before = DataFingerprint.now();

        refused(
                submit(local(), circuit, key, table(file(e1 + 100_000, A, NOV_3, c), 1, 1, c)),
                "evening",
                "is registered in this circuit");
        Answers.problem(submit(local(), circuit, revokedKey, v1), 401, "/problems/club-key-revoked")
                .body(Json.at("detail", containsString("revoked")));
        refused(
                submit(
                        local(),
                        circuit,
                        key,
                        table(table(file(e1, A, NOV_3, c), 1, 1, c.subList(0, 2)), 1, 2, List.of(c.get(2), c.get(0)))),
                "games[0].tables[1].finishes[1]",
                "is listed twice in game 1");
        refused(
                submit(local(), circuit, key, table(file(e1, A, NOV_3, c), 1, 1, c, 1, 2, 5, 4)),
                "games[0].tables[0].finishes",
                "do not fit 4 players");
        refused(submit(local(), circuit, key, v1), "file", "was received as version 1");
        refused(
                submitCsv(
                        local(),
                        circuit,
                        key,
                        ResultCsv.HEADING + "\r\n" + e1 + ";" + A + ";" + NOV_3 + ";ITALIAN_DRAW;;;" + c.get(0)
                                + ";Elsa;;uno;;\r\n"),
                "line 2",
                "whole numbers");
        String huge = twentyMegabytes(circuit, key);
        assertTrue(huge.startsWith("HTTP/1.1 413") && huge.contains("/problems/payload-too-large"), huge);

        assertEquals(before, DataFingerprint.now());
    }

    @Test
    void aClubWithoutTavoloSendsTheCsvFormAndIsRankedAsTheJsonFormRanks() {
        List<String> named = List.of("=Lia", "=Marco", "=Nina", "=Oscar", "=Pia");
        Map<String, BigDecimal> byJson = new LinkedHashMap<>();
        Map<String, BigDecimal> byCsv = new LinkedHashMap<>();
        for (boolean csv : List.of(false, true)) {
            long circuit = circuit(local(), 2, 2);
            String key = club(local(), circuit, A);
            long e = evening(local(), circuit, A, NOV_3);
            Map<String, Object> f = table(
                    table(file(e, A, NOV_3, named, 1, 2, 2, 4, 5), 1, 1, named.subList(0, 3)),
                    1,
                    2,
                    named.subList(3, 5));
            JsonPath sent = Answers.json(
                    csv
                            ? submitCsv(local(), circuit, key, ResultCsv.write(CanonicalJson.read(Json.write(f))))
                            : submit(local(), circuit, key, f),
                    201);
            approve(local(), circuit, sent.getLong("id"));
            JsonPath s = standings(circuit);
            List<String> names = s.getList("lines.name");
            List<BigDecimal> points = s.getList("lines.points", BigDecimal.class);
            for (int i = 0; i < names.size(); i++) {
                (csv ? byCsv : byJson).put(names.get(i), points.get(i));
            }
        }
        assertEquals(byJson, byCsv);
        assertEquals(points(5, 2, 3), byCsv.get("Marco"));
    }

    /**
     * A 20 MB file sent as a club would, the answer read while it is still being written: the service answers 413
     * once 10 MB have come and closes the connection, so the writer stops there.
     */
    private static String twentyMegabytes(long circuit, String key) throws IOException {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(20_000);
            OutputStream out = socket.getOutputStream();
            Thread writer = new Thread(() -> {
                try {
                    out.write(("POST /api/circuits/" + circuit + "/submissions HTTP/1.1\r\nHost: localhost\r\n"
                                    + "Authorization: Bearer " + key + "\r\nContent-Type: application/json\r\n"
                                    + "Content-Length: " + 20 * 1024 * 1024 + "\r\n\r\n")
                            .getBytes(StandardCharsets.US_ASCII));
                    byte[] chunk = new byte[64 * 1024];
                    java.util.Arrays.fill(chunk, (byte) ' ');
                    for (int sent = 0; sent < 20 * 1024 * 1024; sent += chunk.length) {
                        out.write(chunk);
                    }
                } catch (IOException closedByTheService) {
                    // the answer came first
                }
            });
            writer.start();
            return readUntilTheBodyEnds(socket);
        }
    }

    private static String readUntilTheBodyEnds(Socket socket) {
        java.io.ByteArrayOutputStream read = new java.io.ByteArrayOutputStream();
        byte[] buffer = new byte[1024];
        try {
            for (int n; (n = socket.getInputStream().read(buffer)) >= 0; ) {
                read.write(buffer, 0, n);
                if (read.toString(StandardCharsets.UTF_8).endsWith("}")) {
                    break;
                }
            }
        } catch (IOException reset) {
            // what came is what there is
        }
        return read.toString(StandardCharsets.UTF_8);
    }

    private static void refused(io.restassured.response.Response answer, String at, String words) {
        Answers.problem(answer, 422, "/problems/submission-invalid")
                .body(Json.at("problems.at", hasItem(matchesPattern(".*" + java.util.regex.Pattern.quote(at) + ".*"))))
                .body("problems.detail", hasItem(containsString(words)));
    }

    private static JsonPath standings(long circuit) {
        return Answers.json(local().get("/api/circuits/{id}/standings", circuit), 200)
                .using(new JsonPathConfig(JsonPathConfig.NumberReturnType.BIG_DECIMAL));
    }

    private static Map<String, BigDecimal> pointsByCard(JsonPath standings) {
        Map<String, BigDecimal> points = new LinkedHashMap<>();
        List<String> cards = standings.getList("lines.card");
        List<BigDecimal> values = standings.getList("lines.points", BigDecimal.class);
        for (int i = 0; i < cards.size(); i++) {
            points.put(cards.get(i), values.get(i).setScale(2, RoundingMode.UNNECESSARY));
        }
        return points;
    }

    /** The rule, by hand: 1000·(N − r)/(N − 1), r the average of the tied places a..b, to 2 decimals half up. */
    static BigDecimal points(int n, int a, int b) {
        BigDecimal r = BigDecimal.valueOf(a + b).divide(BigDecimal.valueOf(2));
        return BigDecimal.valueOf(1000)
                .multiply(BigDecimal.valueOf(n).subtract(r))
                .divide(BigDecimal.valueOf(n - 1), 2, RoundingMode.HALF_UP);
    }
}
