package org.tavolo.calculator;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
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

    @Test
    void chineseTokenWorthMoreThanFourIsRefused() {
        given().contentType(ContentType.JSON)
                .body("""
                        {"tokenSet": [0, 0, 1, 1, 2, 2, 3, 3, 1000], "players": [%s, %s]}""".formatted(ANNA.formatted("0, 1, 1000"), BRUNO.formatted("0, 1, 2")))
                .post("/api/chinese-poker/deals")
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/invalid-token")))
                .body(Json.at("field", equalTo("tokenSet")))
                .body(Json.at("token", equalTo(1000)));
    }

    @Test
    void chineseTokensFromZeroToFourAreAccepted() {
        given().contentType(ContentType.JSON)
                .body("""
                        {"tokenSet": [4, 4, 4, 4, 4, 4, 4, 4, 4], "players": [%s, %s]}""".formatted(ANNA.formatted("4, 4, 4"), BRUNO.formatted("4, 4, 4")))
                .post("/api/chinese-poker/deals")
                .then()
                .statusCode(200);
    }
}
