package org.tavolo.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;

/**
 * Clock periods stored before a period said who posts its ante are carried over by migration V430 as
 * {@code EACH_PLAYER}, the ante they meant, in their order (docs/rules.md#big-blind-ante).
 */
@QuarkusTest
class StoredClockAnteKindMigrationTest {

    private static final String OLD_SETTINGS = """
            {"startingStack": 6000, "clock": {"afterLast": "STAY_AT_LAST_LEVEL", "periods": [
              {"kind": "LEVEL", "minutes": 12, "smallBlind": 25, "bigBlind": 50, "ante": 0},
              {"kind": "BREAK", "minutes": 10, "smallBlind": 0, "bigBlind": 0, "ante": 0},
              {"kind": "LEVEL", "minutes": 12, "smallBlind": 50, "bigBlind": 100, "ante": 25}]}}""";

    @Inject
    DataSource dataSource;

    @Inject
    ObjectMapper json;

    @Test
    void everyStoredPeriodSaysItsAnteIsEachPlayersAndKeepsItsPlace() throws Exception {
        String schema = "v430_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try {
            flyway(schema, "420").migrate();
            try (Connection c = dataSource.getConnection();
                    Statement s = c.createStatement()) {
                s.execute("insert into " + schema + ".tournament (name, format, event_date, settings) "
                        + "values ('Old', 'TEXAS_HOLDEM', date '2026-11-20', '" + OLD_SETTINGS + "'::jsonb)");
                s.execute("insert into " + schema + ".tournament (name, format, event_date) "
                        + "values ('Defaults', 'TEXAS_HOLDEM', date '2026-11-21')");
            }
            flyway(schema, "latest").migrate();
            JsonNode periods =
                    json.readTree(settings(schema, "Old")).path("clock").path("periods");

            assertEquals(3, periods.size());
            for (JsonNode period : periods) {
                assertEquals("EACH_PLAYER", period.path("anteKind").asText());
            }
            assertEquals("BREAK", periods.get(1).path("kind").asText());
            assertEquals(25, periods.get(2).path("ante").asInt());
            assertEquals(null, settings(schema, "Defaults"));
        } finally {
            try (Connection c = dataSource.getConnection();
                    Statement s = c.createStatement()) {
                s.execute("drop schema if exists " + schema + " cascade");
            }
        }
    }

    private Flyway flyway(String schema, String target) {
        return Flyway.configure()
                .dataSource(dataSource)
                .schemas(schema)
                .defaultSchema(schema)
                .locations("classpath:db/migration")
                .target(target)
                .load();
    }

    private String settings(String schema, String name) throws Exception {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement();
                ResultSet rows = s.executeQuery(
                        "select settings::text from " + schema + ".tournament where name = '" + name + "'")) {
            rows.next();
            return rows.getString(1);
        }
    }
}
