package org.tavolo.common.db;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.hasItem;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.junit.jupiter.api.Test;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.tavolo.audit.AuditTrail;
import org.tavolo.testing.DataFingerprint;

/**
 * Warm before ready (docs/deployment.md#warm-before-ready): the readiness check is DOWN until the hot paths have been
 * exercised, and exercising them leaves nothing behind. The shared test application runs with the warm-up off; this
 * test runs a warm-up of its own over the application's hot paths.
 */
@QuarkusTest
class WarmBeforeReadyTest {

    @Inject
    @Any
    Instance<HotPath> paths;

    @Inject
    AgroalDataSource database;

    @Test
    void theReadinessCheckIsDownUntilTheHotPathsHaveRunAndTheyLeaveNoDataAndSendNoNotification() throws Exception {
        WarmUp warmUp = new WarmUp(paths, true);
        WarmUpReadiness readiness = new WarmUpReadiness(warmUp);
        assertEquals(HealthCheckResponse.Status.DOWN, readiness.call().getStatus());

        Map<String, String> before = DataFingerprint.now();
        List<String> heard;
        try (Connection listening = database.getConnection()) {
            listen(listening);
            warmUp.run();
            heard = notificationsBefore(marker(), listening);
        }

        assertEquals(List.of(), warmUp.failures(), "every hot path ran to its end");
        assertEquals(WarmUp.State.DONE, warmUp.state());
        assertEquals(HealthCheckResponse.Status.UP, readiness.call().getStatus());
        assertEquals(before, DataFingerprint.now(), "the warm-up leaves no row behind");
        assertEquals(List.of(), heard, "the warm-up sends no notification to the room's screens");
    }

    @Test
    void aServiceWithTheWarmUpOffIsReadyAtOnceAndSaysSo() {
        given().get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'warm-up' }.status", org.hamcrest.Matchers.is("UP"))
                .body("checks.find { it.name == 'warm-up' }.data.state", org.hamcrest.Matchers.is("off"))
                .body("checks.name", hasItem("database-pool"));
    }

    private static void listen(Connection connection) throws Exception {
        try (Statement statement = connection.createStatement()) {
            statement.execute("LISTEN " + AuditTrail.CHANNEL);
        }
    }

    /**
     * Sends a notification of its own on the trail's channel, after the warm-up: the last one heard. It names a
     * tournament no screen follows, so the service's own listener passes it by.
     */
    private String marker() throws Exception {
        String marker = "{\"id\": 0, \"tournamentId\": -1, \"action\": \"warm-up-test-" + UUID.randomUUID() + "\"}";
        try (Connection connection = database.getConnection();
                PreparedStatement statement = connection.prepareStatement("SELECT pg_notify(?, ?)")) {
            statement.setString(1, AuditTrail.CHANNEL);
            statement.setString(2, marker);
            statement.execute();
        }
        return marker;
    }

    /** The notifications heard before {@code marker}, waiting for it as long as it takes. */
    private static List<String> notificationsBefore(String marker, Connection listening) throws Exception {
        PGConnection pg = listening.unwrap(PGConnection.class);
        List<String> heard = new ArrayList<>();
        while (true) {
            PGNotification[] got = pg.getNotifications(1_000);
            for (PGNotification notification : got == null ? new PGNotification[0] : got) {
                if (notification.getParameter().equals(marker)) {
                    return heard;
                }
                heard.add(notification.getParameter());
            }
        }
    }
}
