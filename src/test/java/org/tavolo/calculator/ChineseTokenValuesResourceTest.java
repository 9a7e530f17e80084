package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.ValidatableResponse;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Json;

/** docs/rules.md#chinese-tokens: each token is worth 0 to 4 («valori variabili fra 0 e 4»). */
@QuarkusTest
class ChineseTokenValuesResourceTest {

    private static final String ANNA = """
            {"player": "Anna", "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
             "third": ["5s","5c","As","Qc","Ts"], "tokens": [%s]}""";
    private static final String BRUNO = """
            {"player": "Bruno", "first": ["Ac","Ad","Qs","Qd","9c"], "second": ["8s","8d","7c","7d","3c"],
             "third": ["4h","4s","Jd","9h","2d"], "tokens": [%s]}""";

    /** A deal of Anna and Bruno scored with this token set, each placing these tokens. */
    private static ValidatableResponse deal(String tokenSet, String annaTokens, String brunoTokens) {
        return given().contentType(ContentType.JSON)
                .body("""
                        {"tokenSet": [%s], "players": [%s, %s]}""".formatted(tokenSet, ANNA.formatted(annaTokens), BRUNO.formatted(brunoTokens)))
                .post("/api/chinese-poker/deals")
                .then();
    }

    @Test
    void chineseTokenWorthMoreThanFourIsRefused() {
        deal("0, 0, 1, 1, 2, 2, 3, 3, 1000", "0, 1, 1000", "0, 1, 2")
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/invalid-token")))
                .body(Json.at("field", equalTo("tokenSet")))
                .body(Json.at("token", equalTo(1000)));
    }

    @Test
    void chineseTokensFromZeroToFourAreAccepted() {
        deal("4, 4, 4, 4, 4, 4, 4, 4, 4", "4, 4, 4", "4, 4, 4").statusCode(200);
    }
}
