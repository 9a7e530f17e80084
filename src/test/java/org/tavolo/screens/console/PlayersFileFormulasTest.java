package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/console.md: the entries' players exported for Excel ({@code players.csv}) write no cell a spreadsheet would run
 * as a formula ({@code =}, {@code +}, {@code -}, {@code @} first: a leading apostrophe makes it text, as the standings
 * file does), and the file still imports back unchanged: every line matches its player.
 */
@QuarkusTest
class PlayersFileFormulasTest {

    @Test
    void thePlayersFileWritesNoFormulaAndImportsBackToTheSamePlayers() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String tag = UUID.randomUUID().toString().substring(0, 8);
        given().contentType(ContentType.URLENC)
                .redirects()
                .follow(false)
                .formParam("key", UUID.randomUUID().toString())
                .formParam("name", "=cmd|' /C calc'!A0 " + tag)
                .formParam("nickname", "+SUM(1+1)")
                .formParam("contact", "@SUM(A1)")
                .formParam("card", "-" + tag)
                .post("/console/tournaments/{id}/entries/walk-in", t)
                .then()
                .statusCode(303);
        List<Long> entered =
                given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerId", Long.class);

        byte[] file = given().get("/console/tournaments/{id}/entries/players.csv", t)
                .then()
                .statusCode(200)
                .extract()
                .asByteArray();
        String text = new String(file, StandardCharsets.UTF_8);
        String line = text.split("\r\n")[1];
        assertEquals("'=cmd|' /C calc'!A0 " + tag + ";'+SUM(1+1);'@SUM(A1);'-" + tag, line);
        for (String cell : line.split(";")) {
            assertFalse("=+-@".indexOf(cell.charAt(0)) >= 0, cell);
        }

        long second = FloorFixtures.tournament("ITALIAN_DRAW");
        String preview = Answers.text(
                given().contentType("text/csv; charset=UTF-8")
                        .body(file)
                        .post("/api/tournaments/{id}/entries/csv?dryRun=true", second),
                200);
        JsonPath lines = JsonPath.from(preview);
        assertThat(preview, containsString("matched"));
        assertEquals(List.of("matched"), lines.getList("lines.outcome"), preview);
        assertEquals(entered, lines.getList("lines.playerId", Long.class));
    }
}
