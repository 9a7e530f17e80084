package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Clock;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.tavolo.audit.AuditTrail;
import org.tavolo.table.GameRecords;

/** Tells the game lifecycle which tables closed a game and whether anything was recorded in it. */
@ApplicationScoped
class GameRecordsOfResults implements GameRecords {

    private final AuditTrail audit;
    private final Clock clock;

    GameRecordsOfResults(AuditTrail audit, Clock clock) {
        this.audit = audit;
        this.clock = clock;
    }

    @Override
    public void reopen(long tournamentId, int game, int table, String by, String why) {
        TableResult.<TableResult>find(
                        "at.tournamentId = ?1 and at.game = ?2 and at.table = ?3 and status = ?4",
                        tournamentId,
                        game,
                        table,
                        ResultStatus.ACTIVE)
                .list()
                .forEach(result -> {
                    result.voidBy(by, "Reopened: " + why, clock.instant());
                    audit.record(
                            tournamentId,
                            "table-reopened",
                            by.strip() + " changed the chips of game " + game + " at table " + table + "; result "
                                    + result.id + " is void until the game is closed again.",
                            Map.of("by", by.strip(), "game", game, "table", table));
                });
    }

    @Override
    public Set<Integer> closedTables(long tournamentId, int game) {
        return new HashSet<>(TableResult.getEntityManager()
                .createQuery(
                        "select r.at.table from TableResult r where r.at.tournamentId = ?1 and r.at.game = ?2"
                                + " and r.status = ?3",
                        Integer.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, ResultStatus.ACTIVE)
                .getResultList());
    }

    @Override
    public boolean closed(long tournamentId, int game, int table) {
        return !TableResult.getEntityManager()
                .createQuery(
                        "select 1 from TableResult r where r.at.tournamentId = ?1 and r.at.game = ?2"
                                + " and r.at.table = ?3 and r.status = ?4",
                        Integer.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, table)
                .setParameter(4, ResultStatus.ACTIVE)
                .setMaxResults(1)
                .getResultList()
                .isEmpty();
    }

    @Override
    public Map<Integer, Long> handsByTable(long tournamentId, int game) {
        Map<Integer, Long> hands = new TreeMap<>();
        TableResult.getEntityManager()
                .createQuery(
                        "select h.at.table, count(h) from HandEntry h where h.at.tournamentId = ?1 and h.at.game = ?2"
                                + " group by h.at.table",
                        Object[].class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getResultList()
                .forEach(row -> hands.put((Integer) row[0], (Long) row[1]));
        return hands;
    }

    @Override
    public boolean anythingRecorded(long tournamentId, int game) {
        return count("HandEntry h where h.at.tournamentId = ?1 and h.at.game = ?2", tournamentId, game)
                        + count("ChipMovement m where m.at.tournamentId = ?1 and m.at.game = ?2", tournamentId, game)
                        + count("TableResult r where r.at.tournamentId = ?1 and r.at.game = ?2", tournamentId, game)
                > 0;
    }

    private static long count(String from, long tournamentId, int game) {
        return TableResult.getEntityManager()
                .createQuery("select count(*) from " + from, Long.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getSingleResult();
    }
}
