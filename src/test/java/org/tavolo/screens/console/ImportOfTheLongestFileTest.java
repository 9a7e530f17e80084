package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.HttpClientConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;

/**
 * docs/console.md#importing-players: a registration file of as many lines as the import takes (500) is imported from
 * the console as the API imports it: the preview carries the whole file to its confirmation, and the confirmation's
 * form is taken whole, whatever the file's size up to that.
 */
@QuarkusTest
class ImportOfTheLongestFileTest {

    /** An import of the longest file allowed takes a while on a busy machine. */
    private static final RestAssuredConfig PATIENT = RestAssuredConfig.config()
            .httpClient(HttpClientConfig.httpClientConfig().setParam("http.socket.timeout", 180_000));

    private static final Pattern CARRIED =
            Pattern.compile("<textarea name=\"csv\" hidden readonly>(.*?)</textarea>", Pattern.DOTALL);

    /** 500 players with a full line each: name, nickname, contact and card, in Italian Excel's layout. */
    private static String longestFile() {
        String batch = UUID.randomUUID().toString().substring(0, 8);
        return IntStream.rangeClosed(1, 500)
                .mapToObj(i -> "Giocatore %s numero %d;Soprannome %d;giocatore.%s.%d@esempio.it, 333 123 %04d;T-%d"
                        .formatted(batch, i, i, batch, i, i, i))
                .collect(Collectors.joining("\r\n", "nome;soprannome;contatto;tessera\r\n", "\r\n"));
    }

    @Test
    void aFileOfFiveHundredPlayersPreviewedInTheConsoleIsImportedWhole() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String file = longestFile();
        assertTrue(file.getBytes(StandardCharsets.UTF_8).length > 40_000, "a file far above the 2 KB of a form field");

        String preview = Answers.text(
                given().config(PATIENT)
                        .multiPart("file", "giocatori.csv", file.getBytes(StandardCharsets.UTF_8), "text/csv")
                        .multiPart("charset", "auto")
                        .post("/console/tournaments/{id}/import/preview", t),
                200);
        Matcher carried = CARRIED.matcher(preview);
        assertTrue(carried.find(), "the preview offers the import");

        Response imported = given().config(PATIENT)
                .contentType(ContentType.URLENC.withCharset(StandardCharsets.UTF_8))
                .redirects()
                .follow(false)
                .formParam("csv", carried.group(1))
                .post("/console/tournaments/{id}/import", t);

        assertEquals(303, imported.statusCode(), imported.asString());
        assertTrue(imported.header("Location").endsWith("/entries?imported=500"), imported.header("Location"));
        assertEquals(
                500,
                given().get("/api/tournaments/{id}/entries", t)
                        .jsonPath()
                        .getList("id")
                        .size());
    }
}
