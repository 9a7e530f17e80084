package org.tavolo.common.db;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tavolo.common.devdb.LateDatabase;

/**
 * The service starts when its database accepts connections only after the service's first tries (a PostgreSQL
 * that starts more slowly than the service, a busy host): start-up waits for the database instead of failing.
 */
@QuarkusTest
@WithTestResource(value = LateDatabase.class, scope = TestResourceScope.RESTRICTED_TO_CLASS)
class StartupWaitsForTheDatabaseTest {

    @LateDatabase.TurnedAway
    AtomicInteger turnedAway;

    @Test
    void theServiceStartsWhenTheDatabaseAcceptsConnectionsOnlyAfterItsFirstTries() {
        assertTrue(
                turnedAway.get() >= LateDatabase.TURNED_AWAY,
                "the database turned the service away " + turnedAway.get() + " times");
        given().get("/api/tournaments").then().statusCode(200);
        given().auth().none().get("/q/health/ready").then().statusCode(200);
    }
}
