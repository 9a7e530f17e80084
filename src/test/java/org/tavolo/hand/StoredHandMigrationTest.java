package org.tavolo.hand;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.poker.evaluation.HandCategory;

/**
 * Hands stored before {@code hand_entry.recorded} existed (request and answer in two text columns)
 * are carried over by migration V040 and read as {@link RecordedHand}.
 */
@QuarkusTest
class StoredHandMigrationTest {

    private static final String OLD_REQUEST = """
            {"entryId":"k1","button":3,"game":"ITALIAN_DRAW","board":null,
             "players":[{"seat":1,"contributed":100,"folded":false,"cards":["7h","8h","9h","Th","Jh"]},
                        {"seat":2,"contributed":100,"folded":false,"cards":null}],
             "by":"Marco"}""";

    private static final String OLD_ANSWER = """
            {"hand":1,"handNo":1,"game":1,"table":2,"status":"PENDING_RULING",
             "settlement":{"returned":{},
               "pots":[{"name":"main","amount":200,"eligible":[1,2],"winners":[],"shares":{},"awarded":false}],
               "payouts":{"1":0,"2":0},
               "unawarded":[{"name":"main","amount":200,"eligible":[1,2],"cycle":[1,2],"detail":"No hand is best"}],
               "hands":{"1":{"category":"STRAIGHT_FLUSH","cards":["Jh","Th","9h","8h","7h"]}}},
             "stacks":[{"seat":1,"entry":11,"before":1000,"after":900},{"seat":2,"entry":12,"before":1000,"after":900}],
             "eliminated":[],"moves":[]}""";

    @Inject
    DataSource dataSource;

    @Inject
    ObjectMapper json;

    @Test
    void aHandStoredInTheOldColumnsIsReadAsARecordedHand() throws Exception {
        String schema = "v040_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try {
            flyway(schema, "32").migrate();
            try (Connection c = dataSource.getConnection();
                    Statement s = c.createStatement()) {
                s.execute("insert into " + schema + ".tournament (name, format, event_date) "
                        + "values ('Old', 'ITALIAN_DRAW', date '2026-11-20')");
                s.execute("insert into " + schema + ".hand_entry (tournament_id, game_no, table_no, hand_no, "
                        + "entry_key, request_json, answer_json, status, held_chips, recorded_by, recorded_at) "
                        + "select id, 1, 2, 1, 'k1', '" + OLD_REQUEST + "', '" + OLD_ANSWER + "', "
                        + "'PENDING_RULING', 200, 'Marco', now() from " + schema + ".tournament");
            }
            flyway(schema, "latest").migrate();
            RecordedHand hand = json.readValue(recorded(schema), RecordedHand.class);

            assertEquals("k1", hand.request().entryId());
            assertEquals(
                    List.of(1, 2),
                    hand.request().players().stream()
                            .map(RecordedHand.Player::seat)
                            .toList());
            assertEquals(HandStatus.PENDING_RULING, hand.answer().status());
            assertEquals(200, hand.answer().settlement().unawarded().get(0).amount());
            assertEquals(
                    List.of(1, 2), hand.answer().settlement().unawarded().get(0).eligible());
            assertEquals(
                    HandCategory.STRAIGHT_FLUSH,
                    hand.answer().settlement().hands().get(1).category());
            assertEquals(12L, hand.answer().stacks().get(1).entry());
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

    private String recorded(String schema) throws Exception {
        try (Connection c = dataSource.getConnection();
                Statement s = c.createStatement();
                ResultSet rows = s.executeQuery("select recorded::text from " + schema + ".hand_entry")) {
            rows.next();
            return rows.getString(1);
        }
    }
}
