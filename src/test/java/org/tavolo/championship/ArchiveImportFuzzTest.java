package org.tavolo.championship;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.DataFingerprint;
import org.tavolo.testing.Json;

/**
 * The championship archive import, sent an archive with one field made hostile: every text of the
 * archive (names, nicknames, the season, reasons, who recorded, dates, statuses, the settings'
 * words) over any column's size, and values of the wrong type for its numbers, flags and lists.
 * As a dry run and as an import, every answer is a 4xx problem document, never a 500, and no row
 * of any table changes. Seeded ({@code -Dtavolo.fuzz.seed}).
 */
@QuarkusTest
class ArchiveImportFuzzTest {

    private static final long SEED = Long.getLong("tavolo.fuzz.seed", 20261127L);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Longer than any text column (the longest is 500). */
    private static final List<Integer> OVERSIZED = List.of(501, 1_000, 70_000);

    @Inject
    AgroalDataSource database;

    /** An exported season of one Italian evening of 8 players with a voided result. */
    private static ObjectNode archive() throws Exception {
        String club = UUID.randomUUID().toString().substring(0, 6);
        List<Long> players = new ArrayList<>();
        for (int i = 1; i <= 8; i++) {
            players.add(FloorFixtures.player("Fuzz " + i + " " + club));
        }
        long evening = Championships.italianEvening("Fuzz " + club, "2026-10-01", players);
        long first =
                given().get("/api/tournaments/{id}/results", evening).jsonPath().getLong("[0].id");
        given().contentType(ContentType.JSON)
                .body("{\"reason\": \"Counted twice\"}")
                .post("/api/tournaments/{id}/results/{r}/void", evening, first)
                .then()
                .statusCode(200);
        long c = Championships.create("""
                {"name": "Fuzz %s", "season": "2026/27", "pointsByPlace": [10, 6, 4, 1]}""".formatted(club));
        Championships.attach(c, evening);
        return (ObjectNode) JSON.readTree(Answers.text(given().get("/api/championships/{id}/archive", c), 200));
    }

    /** Every leaf of the document: its parent and how to replace it. */
    private static void leaves(JsonNode node, List<Leaf> out) {
        if (node instanceof ObjectNode object) {
            object.fieldNames().forEachRemaining(name -> {
                JsonNode child = object.get(name);
                if (child.isContainerNode()) {
                    leaves(child, out);
                }
                out.add(new Leaf(name, child, value -> object.set(name, value)));
            });
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                int at = i;
                JsonNode child = array.get(i);
                if (child.isContainerNode()) {
                    leaves(child, out);
                }
                out.add(new Leaf("[" + i + "]", child, value -> array.set(at, value)));
            }
        }
    }

    /** A place in the archive, its value, and how to put another there. */
    private record Leaf(String name, JsonNode value, Consumer<JsonNode> replace) {

        void set(JsonNode hostile) {
            replace.accept(hostile);
        }
    }

    /** A value this leaf can never take: text too long for any column, or the wrong type. */
    private static JsonNode hostile(JsonNode value, Random random) {
        JsonNodeFactory f = JsonNodeFactory.instance;
        if (value.isTextual()) {
            return f.textNode("x".repeat(OVERSIZED.get(random.nextInt(OVERSIZED.size()))));
        }
        if (value.isNumber()) {
            return f.textNode("12abc");
        }
        if (value.isBoolean()) {
            return f.textNode("yes");
        }
        if (value.isArray()) {
            return f.objectNode().put("not", "a list");
        }
        if (value.isObject()) {
            return f.arrayNode().add(1);
        }
        return f.objectNode().put("not", "a value");
    }

    @Test
    void everyFieldOfTheArchiveMadeHostileIsAProblemAndChangesNothing() throws Exception {
        ObjectNode base = archive();
        List<Leaf> probe = new ArrayList<>();
        leaves(base, probe);
        Random random = new Random(SEED);
        Map<String, String> before = DataFingerprint.of(database);
        List<String> failures = new ArrayList<>();
        int sent = 0;
        for (int i = 0; i < probe.size(); i++) {
            ObjectNode archive = base.deepCopy();
            List<Leaf> leaves = new ArrayList<>();
            leaves(archive, leaves);
            Leaf leaf = leaves.get(i);
            if (leaf.value().isNull() || !(leaf.value().isTextual() || random.nextInt(6) == 0)) {
                continue; // every text, a sixth of the other values
            }
            leaf.set(hostile(leaf.value(), random));
            String body = archive.toString();
            for (boolean dryRun : new boolean[] {true, false}) {
                Response answer = given().contentType(ContentType.JSON)
                        .queryParam("dryRun", dryRun)
                        .body(body)
                        .post("/api/championships/archive");
                sent++;
                String why = judge(answer);
                if (why != null) {
                    failures.add((dryRun ? "dry run" : "import") + " with " + leaf.name() + " made hostile -> "
                            + answer.statusCode() + " " + why + ": " + abbreviate(answer.asString()));
                }
            }
        }
        assertTrue(sent > 60, "only " + sent + " hostile archives were sent");
        assertTrue(
                failures.isEmpty(),
                failures.size() + " of " + sent + " answers were wrong:\n" + String.join("\n", failures));
        assertEquals(before, DataFingerprint.of(database), "a hostile archive changed the data");
    }

    /** What is wrong with an answer to a hostile archive, or null when it is a 4xx problem document. */
    private static String judge(Response answer) {
        int status = answer.statusCode();
        if (status < 400 || status >= 500) {
            return "not a 4xx";
        }
        if (answer.contentType() == null || !answer.contentType().startsWith("application/problem+json")) {
            return "not problem+json (" + answer.contentType() + ")";
        }
        String type = Json.stringAt(answer.asString(), "type");
        return type != null && type.startsWith("/problems/") ? null : "an empty problem";
    }

    private static String abbreviate(String text) {
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }
}
