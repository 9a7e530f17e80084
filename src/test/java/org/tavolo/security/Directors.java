package org.tavolo.security;

import static io.restassured.RestAssured.given;

import com.fasterxml.jackson.databind.JsonNode;
import io.restassured.specification.RequestSpecification;
import java.net.HttpCookie;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/** Director accesses for tests: issued by the test organizer, used over HTTP Basic or a session cookie. */
public record Directors(long id, String code, String pin) {

    private static final String SESSION = "quarkus-credential";

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

    /** The API as this director over HTTP Basic, as {@link #basic()} sends it, without RestAssured. */
    public Api.As api() {
        return Api.as(code, pin);
    }

    /** Signs in at the sign-in form and answers the session cookie's value. */
    public String signIn() {
        return signIn(code, pin);
    }

    /** Signs in at the sign-in form; the session cookie's value, or null when refused. */
    public static String signIn(String username, String password) {
        return signInAnswer(username, password).headers("Set-Cookie").stream()
                .flatMap(header -> HttpCookie.parse(header).stream())
                .filter(cookie -> cookie.getName().equals(SESSION))
                .map(HttpCookie::getValue)
                .findFirst()
                .orElse(null);
    }

    /** Signs in at the sign-in form; the whole Set-Cookie header of the session cookie, with its attributes. */
    public static String sessionCookieHeader(String username, String password) {
        return signInAnswer(username, password).headers("Set-Cookie").stream()
                .filter(c -> c.startsWith(SESSION + "="))
                .findFirst()
                .orElseThrow();
    }

    /**
     * The sign-in form sent as nobody, as RestAssured sent it (its default form type and charset), its
     * redirect not followed.
     */
    private static Api.Answer signInAnswer(String username, String password) {
        String form = "j_username=" + URLEncoder.encode(username, StandardCharsets.ISO_8859_1) + "&j_password="
                + URLEncoder.encode(password, StandardCharsets.ISO_8859_1);
        return Api.asNobody()
                .call("POST", "/j_security_check", "application/x-www-form-urlencoded; charset=ISO-8859-1", form)
                .expect(302, "the sign-in");
    }

    /** A request carrying a session cookie, from a page of this server. */
    public static RequestSpecification withSession(String cookie) {
        return given().auth().none().cookie("quarkus-credential", cookie).header("Sec-Fetch-Site", "same-origin");
    }
}
