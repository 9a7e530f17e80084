package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.DataFingerprint;

/**
 * docs/console.md#walk-ins: the register's page refuses a nickname or a contact longer than the register keeps as the
 * walk-in does, beside that field, everything typed kept, and stores nothing; adding a player and correcting one alike.
 */
@QuarkusTest
class PlayerFormFieldLimitsTest {

    @Inject
    AgroalDataSource database;

    @ParameterizedTest
    @CsvSource({"nickname, 101, p-", "contact, 201, p-", "nickname, 101, e-", "contact, 201, e-"})
    void aFieldOverItsLimitIsRefusedBesideThatFieldAndNothingIsStored(String field, int length, String prefix)
            throws Exception {
        String name = "Limits " + UUID.randomUUID().toString().substring(0, 8);
        String path = "/console/players";
        if (prefix.equals("e-")) {
            path += "/" + FloorFixtures.player(name);
        }
        Map<String, String> before = DataFingerprint.of(database);

        Response answer = given().contentType(ContentType.URLENC)
                .header("Accept-Language", "it-IT")
                .redirects()
                .follow(false)
                .formParam("name", name)
                .formParam(field, "x".repeat(length))
                .post(path);

        assertEquals(400, answer.statusCode(), answer.asString());
        assertThat(answer.contentType(), startsWith("text/html"));
        String page = answer.asString();
        assertThat(page, containsString("href=\"#" + prefix + field + "\""));
        assertThat(page, containsString("id=\"" + prefix + field + "-error\""));
        assertThat(page, containsString("value=\"" + "x".repeat(length) + "\""));
        assertEquals(before, DataFingerprint.of(database), "a refused form was stored");
    }
}
