package org.tavolo.testing;

import static org.hamcrest.Matchers.equalTo;

import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.response.ValidatableResponse;

/**
 * What a request sent with REST Assured answered, its status checked and its body read in one step: the test fails
 * with the status and the body when the status is another (the answer is logged).
 */
public final class Answers {

    private Answers() {}

    /** The body of {@code answer} as text, once its status is {@code status}. */
    public static String text(Response answer, int status) {
        return checked(answer, status).asString();
    }

    /** The body of {@code answer} as JSON, once its status is {@code status}. */
    public static JsonPath json(Response answer, int status) {
        return checked(answer, status).jsonPath();
    }

    /** The {@code id} of what {@code answer} made, once its status is {@code status}. */
    public static long id(Response answer, int status) {
        return json(answer, status).getLong("id");
    }

    /** {@code answer} as a problem of {@code type} with {@code status} (docs/errors.md), for its other fields to be checked. */
    public static ValidatableResponse problem(Response answer, int status, String type) {
        return answer.then()
                .log()
                .ifValidationFails()
                .statusCode(status)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo(type)));
    }

    private static Response checked(Response answer, int status) {
        answer.then().log().ifValidationFails().statusCode(status);
        return answer;
    }
}
