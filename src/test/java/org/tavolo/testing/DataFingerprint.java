package org.tavolo.testing;

import io.agroal.api.AgroalDataSource;
import io.quarkus.arc.Arc;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import javax.sql.DataSource;

/**
 * Every table of the schema as its row count and a checksum of its rows: two fingerprints are equal
 * only when no row was added, removed or changed (a {@code version} gone up included). The checksum is the sum of each
 * row's 64-bit hash, which needs no sort: a fingerprint of a large database (the night simulator's long run keeps
 * hundreds of nights in one) costs one scan of each table. Failed
 * sign-ins are left out: a refused credential is counted on purpose, to slow the next guesses
 * (docs/security.md).
 */
public final class DataFingerprint {

    private static final List<String> COUNTED_ON_PURPOSE = List.of("sign_in_failure");

    private DataFingerprint() {}

    /** The fingerprint of the application's own database, for a test that has nothing injected. */
    public static Map<String, String> now() {
        try {
            return of(Arc.container().instance(AgroalDataSource.class).get());
        } catch (SQLException e) {
            throw new IllegalStateException("The database could not be fingerprinted", e);
        }
    }

    /**
     * The fingerprint of the evening's data: all but the table lock's counter of changes, which counts every change and
     * read made under a table's lock (a refused one, a preview, a resend, a table page's stacks) as bookkeeping
     * (docs/architecture.md#hands-stored-record-and-services).
     */
    public static Map<String, String> ofTheEvening() {
        Map<String, String> data = now();
        data.remove("table_lock");
        return data;
    }

    public static Map<String, String> of(DataSource database) throws SQLException {
        return fingerprint(database, table -> false, "coalesce(sum(hashtextextended(t::text, 0)), 0)");
    }

    /**
     * Every table but those {@code leftOut} names as its row count and the newest transaction that wrote one of its
     * rows ({@code xmin}), in one query: two are equal only when no row was added, removed or written again, whatever
     * it was written with. Stricter than {@link #of} (a row written with the same values counts) and much cheaper on a
     * large database (no row is turned into text), for checks repeated thousands of times, as the night simulator's.
     */
    public static Map<String, String> ofWrites(DataSource database, Predicate<String> leftOut) throws SQLException {
        return fingerprint(database, leftOut, "coalesce(max(xmin::text::bigint), 0)");
    }

    /** Each table but those counted on purpose or {@code leftOut} as its row count and {@code summary}, one query. */
    private static Map<String, String> fingerprint(DataSource database, Predicate<String> leftOut, String summary)
            throws SQLException {
        Map<String, String> tables = new TreeMap<>();
        try (Connection c = database.getConnection();
                Statement s = c.createStatement()) {
            List<String> selects = new ArrayList<>();
            try (ResultSet r = s.executeQuery("select table_name from information_schema.tables"
                    + " where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name")) {
                while (r.next()) {
                    String table = r.getString(1);
                    if (!COUNTED_ON_PURPOSE.contains(table) && !leftOut.test(table)) {
                        selects.add(
                                "select '" + table + "', count(*) || ' ' || " + summary + " from \"" + table + "\" t");
                    }
                }
            }
            if (selects.isEmpty()) {
                return tables;
            }
            try (ResultSet r = s.executeQuery(String.join(" union all ", selects))) {
                while (r.next()) {
                    tables.put(r.getString(1), r.getString(2));
                }
            }
        }
        return tables;
    }
}
