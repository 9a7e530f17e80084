package org.tavolo.testing;

import io.quarkus.test.junit.callback.QuarkusTestBeforeEachCallback;
import io.quarkus.test.junit.callback.QuarkusTestMethodContext;
import io.restassured.RestAssured;
import io.restassured.config.LogConfig;
import io.restassured.filter.log.LogDetail;

/**
 * A RestAssured check that fails prints the request and the answer, as Quarkus has it print them,
 * but as they were sent rather than pretty-printed: RestAssured writes that log for every request,
 * in case a check fails, and pretty-printing each JSON and HTML body was a twentieth of the service
 * tests' time (docs/performance.md#json-checks). Quarkus's own setting is off in the test profile
 * ({@code quarkus.test.rest-assured.enable-logging-on-failure}), so that this one holds.
 */
public class PlainLogsOnFailure implements QuarkusTestBeforeEachCallback {

    @Override
    public void beforeEach(QuarkusTestMethodContext context) {
        RestAssured.config = RestAssured.config()
                .logConfig(LogConfig.logConfig()
                        .enableLoggingOfRequestAndResponseIfValidationFails(LogDetail.ALL)
                        .enablePrettyPrinting(false));
    }
}
