package org.tavolo.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * The proofs of "nothing changed" see every kind of write: a row added, a row written again with the same values, a
 * row removed; a write rolled back is no change.
 */
@QuarkusTest
class DataFingerprintSeesEveryWriteTest {

    @Inject
    DataSource database;

    @Test
    void aRowAddedWrittenAgainOrRemovedChangesTheFingerprintAndARollbackDoesNot() throws SQLException {
        long id;
        Map<String, String> before = writes();
        Map<String, String> contentBefore = DataFingerprint.of(database);
        try (Connection c = database.getConnection();
                Statement s = c.createStatement()) {
            var r = s.executeQuery(
                    "insert into player (name, created_at) values ('Fingerprint Prova', now())" + " returning id");
            r.next();
            id = r.getLong(1);
        }
        Map<String, String> added = writes();
        assertNotEquals(before.get("player"), added.get("player"), "a row added");
        assertNotEquals(
                contentBefore.get("player"), DataFingerprint.of(database).get("player"), "a row added");

        exec("update player set name = name where id = " + id);
        Map<String, String> writtenAgain = writes();
        assertNotEquals(added.get("player"), writtenAgain.get("player"), "a row written again with its own values");

        try (Connection c = database.getConnection();
                Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.executeUpdate("update player set name = 'Altro' where id = " + id);
            c.rollback();
            c.setAutoCommit(true);
        }
        assertEquals(writtenAgain, writes(), "a write rolled back");

        exec("delete from player where id = " + id);
        Map<String, String> removed = writes();
        assertNotEquals(writtenAgain.get("player"), removed.get("player"), "a row removed");
        assertEquals(contentBefore.get("player"), DataFingerprint.of(database).get("player"), "the rows as before");
    }

    private Map<String, String> writes() throws SQLException {
        return DataFingerprint.ofWrites(database, table -> false);
    }

    private void exec(String sql) throws SQLException {
        try (Connection c = database.getConnection();
                Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }
}
