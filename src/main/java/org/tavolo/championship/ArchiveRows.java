package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.hibernate.Session;

/**
 * Stores the many rows of an archive (players, entries, results, their lines, eliminations) in
 * batches of statements, a few round trips per thousand rows: the import's time grows with the
 * archive's size and no faster (docs/performance.md#championship-archive). The rows were checked
 * by {@link ArchiveCheck} as the API checks them; these statements only write them.
 */
@ApplicationScoped
class ArchiveRows {

    private static final int BATCH = 1_000;
    private static final String INSERT_PLAYER =
            "insert into player (name, nickname, contact, homonym, created_at) values (?, ?, null, ?, ?)";
    private static final String INSERT_ENTRY = "insert into entry (tournament_id, player_id, status, finishing_place,"
            + " entered_at, eliminated_at, late) values (?, ?, ?, ?, ?, ?, false)";
    private static final String INSERT_RESULT = "insert into table_result (tournament_id, round_no, game_no, table_no,"
            + " kind, status, recorded_by, recorded_at, voided_by, voided_at, void_reason)"
            + " values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String REPLACES = "update table_result set replaces_id = ? where id = ?";
    private static final String INSERT_LINE = "insert into table_result_line (result_id, entry_id, place, shared_by,"
            + " points_units, chips, eliminated_in_hand, chips_at_start_of_hand) values (?, ?, ?, ?, ?, ?, ?, ?)";
    private static final String INSERT_ELIMINATION = "insert into game_elimination (tournament_id, game_no, table_no,"
            + " entry_id, hand_id, sequence, chips_at_start_of_hand) values (?, ?, ?, ?, null, ?, ?)";

    private final EntityManager em;

    ArchiveRows(EntityManager em) {
        this.em = em;
    }

    /** A new register player: name and nickname as the register keeps them, numbered after namesakes. */
    record NewPlayer(String name, String nickname, int homonym) {}

    /** Registers the players; their new ids, in the same order. */
    List<Long> players(List<NewPlayer> players, Instant now) {
        return work(c -> inserted(c, INSERT_PLAYER, players, (s, p) -> {
            s.setString(1, p.name());
            s.setString(2, p.nickname());
            s.setInt(3, p.homonym());
            s.setObject(4, timestamp(now));
        }));
    }

    /** Enters the archive's entries; the new entry id of each archived entry id. */
    Map<Long, Long> entries(
            long tournamentId, List<ChampionshipArchive.Entry> entries, Map<Long, Long> playerIds, Instant now) {
        List<Long> ids = work(c -> inserted(c, INSERT_ENTRY, entries, (s, e) -> {
            s.setLong(1, tournamentId);
            s.setLong(2, playerIds.get(e.player()));
            s.setString(3, e.status());
            switch (e.status()) {
                case "ELIMINATED" -> s.setInt(4, e.finishingPlace());
                case "WINNER" -> s.setInt(4, 1);
                default -> s.setNull(4, Types.INTEGER);
            }
            s.setObject(5, timestamp(now));
            s.setObject(6, e.status().equals("ELIMINATED") ? timestamp(now) : null, Types.TIMESTAMP_WITH_TIMEZONE);
        }));
        return byArchivedId(entries.stream().map(ChampionshipArchive.Entry::id).toList(), ids);
    }

    /** Stores the results with their lines, each replacement pointing at the new id of the result it replaces. */
    void results(long tournamentId, List<ChampionshipArchive.Result> results, Map<Long, Long> entryIds) {
        work(c -> {
            List<Long> ids = inserted(c, INSERT_RESULT, results, (s, r) -> {
                s.setLong(1, tournamentId);
                s.setInt(2, r.round());
                s.setInt(3, r.game());
                s.setInt(4, r.table());
                s.setString(5, r.kind());
                s.setString(6, r.status());
                s.setString(7, r.recordedBy());
                s.setObject(8, timestamp(r.recordedAt()));
                s.setString(9, r.voidedBy());
                s.setObject(10, timestamp(r.voidedAt()), Types.TIMESTAMP_WITH_TIMEZONE);
                s.setString(11, r.voidReason());
            });
            Map<Long, Long> resultIds = byArchivedId(
                    results.stream().map(ChampionshipArchive.Result::id).toList(), ids);
            replacements(c, results, resultIds);
            lines(c, results, resultIds, entryIds);
            return null;
        });
    }

    /** Which archived result replaces which, by their new ids. */
    private static void replacements(Connection c, List<ChampionshipArchive.Result> results, Map<Long, Long> resultIds)
            throws SQLException {
        List<long[]> replaced = new ArrayList<>();
        for (ChampionshipArchive.Result r : results) {
            if (r.replaces() != null) {
                replaced.add(new long[] {resultIds.get(r.replaces()), resultIds.get(r.id())});
            }
        }
        executed(c, REPLACES, replaced, (s, pair) -> {
            s.setLong(1, pair[0]);
            s.setLong(2, pair[1]);
        });
    }

    /** Each result's lines, under the result's new id and the entries' new ids. */
    private static void lines(
            Connection c, List<ChampionshipArchive.Result> results, Map<Long, Long> resultIds, Map<Long, Long> entryIds)
            throws SQLException {
        List<long[]> lines = new ArrayList<>();
        Map<Long, ChampionshipArchive.Result> byNewId = new HashMap<>();
        for (ChampionshipArchive.Result r : results) {
            long id = resultIds.get(r.id());
            byNewId.put(id, r);
            for (int n = 0; n < r.lines().size(); n++) {
                lines.add(new long[] {id, n});
            }
        }
        executed(c, INSERT_LINE, lines, (s, at) -> {
            ChampionshipArchive.Line l = byNewId.get(at[0]).lines().get((int) at[1]);
            s.setLong(1, at[0]);
            s.setLong(2, entryIds.get(l.entry()));
            s.setInt(3, l.place());
            s.setInt(4, l.sharedBy());
            s.setLong(5, l.pointsUnits());
            s.setLong(6, l.chips());
            s.setObject(7, l.eliminatedInHand(), Types.BIGINT);
            s.setObject(8, l.chipsAtStartOfHand(), Types.BIGINT);
        });
    }

    /**
     * Stores the eliminations. Their order across tables is a number of this installation's
     * sequence: the archived numbers, in their order, are given new ones in the same order.
     */
    void eliminations(long tournamentId, List<ChampionshipArchive.Elimination> eliminations, Map<Long, Long> entryIds) {
        if (eliminations.isEmpty()) {
            return;
        }
        work(c -> {
            TreeSet<Long> archived = new TreeSet<>();
            eliminations.forEach(e -> archived.add(e.sequence()));
            Map<Long, Long> sequences = new HashMap<>();
            try (PreparedStatement s = c.prepareStatement(
                    "select nextval('elimination_sequence') from generate_series(1, ?) order by 1")) {
                s.setInt(1, archived.size());
                try (ResultSet next = s.executeQuery()) {
                    for (long old : archived) {
                        next.next();
                        sequences.put(old, next.getLong(1));
                    }
                }
            }
            executed(c, INSERT_ELIMINATION, eliminations, (s, e) -> {
                s.setLong(1, tournamentId);
                s.setInt(2, e.game());
                s.setInt(3, e.table());
                s.setLong(4, entryIds.get(e.entry()));
                s.setLong(5, sequences.get(e.sequence()));
                s.setLong(6, e.chipsAtStartOfHand());
            });
            return null;
        });
    }

    /** A statement's parameters for one row. */
    @FunctionalInterface
    private interface Binder<T> {
        void bind(PreparedStatement statement, T row) throws SQLException;
    }

    /** Work on this transaction's connection, after what the session holds is written. */
    private <T> T work(org.hibernate.jdbc.ReturningWork<T> work) {
        Session session = em.unwrap(Session.class);
        session.flush();
        return session.doReturningWork(work);
    }

    /** Inserts the rows in batches; the ids made, in the order of the rows. */
    private static <T> List<Long> inserted(Connection c, String sql, List<T> rows, Binder<T> binder)
            throws SQLException {
        List<Long> ids = new ArrayList<>(rows.size());
        try (PreparedStatement s = c.prepareStatement(sql, new String[] {"id"})) {
            for (int from = 0; from < rows.size(); from += BATCH) {
                for (T row : rows.subList(from, Math.min(rows.size(), from + BATCH))) {
                    binder.bind(s, row);
                    s.addBatch();
                }
                s.executeBatch();
                try (ResultSet keys = s.getGeneratedKeys()) {
                    while (keys.next()) {
                        ids.add(keys.getLong(1));
                    }
                }
            }
        }
        if (ids.size() != rows.size()) {
            throw new IllegalStateException("Inserted " + rows.size() + " rows but got " + ids.size() + " ids.");
        }
        return ids;
    }

    private static <T> void executed(Connection c, String sql, List<T> rows, Binder<T> binder) throws SQLException {
        try (PreparedStatement s = c.prepareStatement(sql)) {
            for (int from = 0; from < rows.size(); from += BATCH) {
                for (T row : rows.subList(from, Math.min(rows.size(), from + BATCH))) {
                    binder.bind(s, row);
                    s.addBatch();
                }
                s.executeBatch();
            }
        }
    }

    private static Map<Long, Long> byArchivedId(List<Long> archived, List<Long> made) {
        Map<Long, Long> ids = new HashMap<>();
        for (int i = 0; i < archived.size(); i++) {
            ids.put(archived.get(i), made.get(i));
        }
        return ids;
    }

    private static OffsetDateTime timestamp(Instant instant) {
        return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
    }
}
