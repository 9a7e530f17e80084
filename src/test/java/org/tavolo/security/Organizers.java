package org.tavolo.security;

import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;

/**
 * Organizer accounts for tests, added on the accounts page as the test organizer signed in at the
 * form (the account pages take no HTTP Basic or token: docs/security.md#account-pages).
 */
public final class Organizers {

    private Organizers() {}

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
