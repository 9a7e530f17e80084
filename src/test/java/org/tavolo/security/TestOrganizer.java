package org.tavolo.security;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;

/**
 * Every {@code @QuarkusTest} calls the API as the test organizer (created at start from the
 * {@code %test.tavolo.bootstrap-admin.*} settings) over HTTP Basic, as a script would. A test that
 * wants to be someone else says so on its request: {@code given().auth().none()} for the public,
 * {@code given().auth().preemptive().basic(code, pin)} for a director.
 */
public class TestOrganizer implements QuarkusTestBeforeEachCallback {

    public static final String USERNAME = "organizer";
    public static final String PASSWORD = "organizer-test-password";

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        RestAssured.authentication = RestAssured.preemptive().basic(USERNAME, PASSWORD);
    }
}
