package org.tavolo.security;

import static io.restassured.RestAssured.given;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;

/**
 * Organizer accounts for tests, added on the accounts page as the test organizer signed in at the
 * form (the account pages take no HTTP Basic or token: docs/security.md#account-pages).
 */
public final class Organizers {

    /** The password of every organizer {@link #fresh} adds. */
    public static final String PASSWORD = "a-long-enough-password";

    private Organizers() {}

    /** Adds an organizer never seen before, named {@code prefix} and a number, with {@link #PASSWORD}; the username. */
    public static String fresh(String prefix) {
        return add(prefix + System.nanoTime() % 1000000, PASSWORD);
    }

    /** A request signed in over HTTP Basic as {@code username}, an organizer {@link #fresh} added. */
    public static RequestSpecification basic(String username) {
        return given().auth().preemptive().basic(username, PASSWORD);
    }

    /** Disables the account of {@code username} on the accounts page, as the test organizer. */
    public static void disable(String username) {
        signedIn()
                .redirects()
                .follow(false)
                .post("/organizer/accounts/{a}/disable", OrganizerIds.of(username))
                .then()
                .statusCode(303);
    }

    /** A request from a page of this server, signed in at the form as the test organizer. */
    public static RequestSpecification signedIn() {
        return Directors.withSession(Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD));
    }

    /** Adds an organizer with this username and password; answers the username. */
    public static String add(String username, String password) {
        signedIn()
                .contentType(ContentType.URLENC)
                .formParam("username", username)
                .formParam("password", password)
                .redirects()
                .follow(false)
                .post("/organizer/accounts")
                .then()
                .statusCode(303);
        return username;
    }
}
