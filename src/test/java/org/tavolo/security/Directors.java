package org.tavolo.security;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.http.ContentType;
import io.restassured.response.ExtractableResponse;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/** Director accesses for tests: issued by the test organizer, used over HTTP Basic or a session cookie. */
public record Directors(long id, String code, String pin) {

    /** Issues an access for one table ({@code null}: the whole tournament). */
    public static Directors issue(long tournamentId, Integer table) {
        JsonNode issued = Api.post(
                "/api/tournaments/{id}/director-accesses",
                table == null ? "{}" : "{\"table\": " + table + "}",
                201,
                tournamentId);
        return new Directors(
                Json.longAt(issued, "id"),
                issued.path("code").textValue(),
                issued.path("pin").textValue());
    }

    /** A request made as this director over HTTP Basic. */
    public RequestSpecification basic() {
        return given().auth().preemptive().basic(code, pin);
    }

    /** Signs in at the sign-in form and answers the session cookie's value. */
    public String signIn() {
        return signIn(code, pin);
    }

    /** Signs in at the sign-in form; the session cookie's value, or null when refused. */
    public static String signIn(String username, String password) {
        return signInAnswer(username, password).cookie("quarkus-credential");
    }

    /** Signs in at the sign-in form; the whole Set-Cookie header of the session cookie, with its attributes. */
    public static String sessionCookieHeader(String username, String password) {
        return signInAnswer(username, password).headers().getValues("Set-Cookie").stream()
                .filter(c -> c.startsWith("quarkus-credential="))
                .findFirst()
                .orElseThrow();
    }

    private static ExtractableResponse<Response> signInAnswer(String username, String password) {
        return given().auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", username)
                .formParam("j_password", password)
                .post("/j_security_check")
                .then()
                .statusCode(302)
                .extract();
    }

    /** A request carrying a session cookie, from a page of this server. */
    public static RequestSpecification withSession(String cookie) {
        return given().auth().none().cookie("quarkus-credential", cookie).header("Sec-Fetch-Site", "same-origin");
    }
}
