package org.tavolo.entry;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.quarkus.test.junit.QuarkusTest;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Json;

/** A registration file is read in the encoding it was saved in, or refused; never stored garbled. */
@QuarkusTest
class CsvEncodingTest {

    private static String unique(String name) {
        return name + " " + UUID.randomUUID().toString().substring(0, 6);
    }

    private static List<String> names(long tournament) {
        return Answers.json(given().get("/api/tournaments/{id}/entries", tournament), 200)
                .getList("playerName");
    }

    @Test
    void aByteOrderMarkIsDroppedSoTheHeaderIsAHeader() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String name = unique("Niccolò Rossi");
        byte[] body = ("\uFEFFname,nickname\n" + name + ",Nico\n").getBytes(StandardCharsets.UTF_8);
        given().contentType("text/csv")
                .body(body)
                .post("/api/tournaments/{id}/entries/csv", t)
                .then()
                .statusCode(201);
        assertEquals(List.of(name), names(t));
    }

    @Test
    void aLatin1FileSentAsUtf8IsRefusedAndNothingIsStored() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        byte[] body = (unique("Niccolò Bianchi") + "\n").getBytes(StandardCharsets.ISO_8859_1);
        Answers.problem(
                given().contentType("text/csv").body(body).post("/api/tournaments/{id}/entries/csv", t),
                400,
                "/problems/csv-encoding");
        assertEquals(List.of(), names(t));
    }

    @Test
    void aWindows1252FileIsReadWhenTheCallerSaysSo() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        String name = unique("Niccolò Verdi – €");
        byte[] body = (name + "\n").getBytes(Charset.forName("windows-1252"));
        given().contentType("text/csv")
                .queryParam("charset", "windows-1252")
                .body(body)
                .post("/api/tournaments/{id}/entries/csv", t)
                .then()
                .statusCode(201);
        assertEquals(List.of(name), names(t));
    }

    @Test
    void anUnknownCharsetIsRefusedNamingTheParameter() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        given().contentType("text/csv")
                .queryParam("charset", "ebcdic")
                .body("Mario\n".getBytes(StandardCharsets.UTF_8))
                .post("/api/tournaments/{id}/entries/csv", t)
                .then()
                .statusCode(400)
                .body(Json.at("field", equalTo("charset")));
    }
}
