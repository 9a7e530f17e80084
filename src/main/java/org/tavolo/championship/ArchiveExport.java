package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.sql.Timestamp;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.tavolo.entry.Entry;
import org.tavolo.poker.scoring.Points;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.tournament.Tournament;

/**
 * Writes a championship as one {@link ChampionshipArchive} (docs/championships.md#archive). The
 * results are read as stored, voided ones and their replacements included, so an installation that
 * imports the archive computes the same standings.
 */
@ApplicationScoped
class ArchiveExport {

    private static final String RESULTS = "select id, round_no, game_no, table_no, kind, status, recorded_by,"
            + " recorded_at, replaces_id, voided_by, voided_at, void_reason"
            + " from table_result where tournament_id = ?1 order by id";
    private static final String LINES = "select l.result_id, l.entry_id, l.place, l.shared_by, l.points_units, l.chips,"
            + " l.eliminated_in_hand, l.chips_at_start_of_hand"
            + " from table_result_line l join table_result r on r.id = l.result_id"
            + " where r.tournament_id = ?1 order by l.result_id, l.id";
    private static final String ELIMINATIONS = "select game_no, table_no, entry_id, sequence, chips_at_start_of_hand"
            + " from game_elimination where tournament_id = ?1 order by sequence, id";

    private final ChampionshipService championships;
    private final PointsSchemeService schemes;
    private final EntityManager em;

    ArchiveExport(ChampionshipService championships, PointsSchemeService schemes, EntityManager em) {
        this.championships = championships;
        this.schemes = schemes;
        this.em = em;
    }

    ChampionshipArchive of(long championshipId) {
        Championship c = championships.get(championshipId);
        Long last = championships.finalOf(championshipId).orElse(null);
        Map<Long, ChampionshipArchive.Player> players = new TreeMap<>();
        List<ChampionshipArchive.Tournament> tournaments = new ArrayList<>();
        for (Tournament t : championships.tournaments(championshipId)) {
            List<ChampionshipArchive.Entry> entries = new ArrayList<>();
            for (Entry e : Entry.ofTournament(t.id)) {
                players.putIfAbsent(
                        e.player().id,
                        new ChampionshipArchive.Player(
                                e.player().id, e.player().name(), e.player().nickname()));
                entries.add(new ChampionshipArchive.Entry(
                        e.id, e.player().id, e.status().name(), e.finishingPlace()));
            }
            tournaments.add(new ChampionshipArchive.Tournament(
                    t.id,
                    t.name(),
                    t.format(),
                    t.date(),
                    t.venue(),
                    t.settings(),
                    t.isDrawn(),
                    t.id.equals(last),
                    schemes.leagueScheme(t.id)
                            .map(s ->
                                    s.byPlace().stream().map(Points::toDecimal).toList())
                            .orElse(null),
                    entries,
                    results(t.id),
                    eliminations(t.id)));
        }
        return new ChampionshipArchive(
                ChampionshipArchive.FORMAT,
                ChampionshipArchive.VERSION,
                new ChampionshipArchive.Header(c.name(), c.season(), c.kind(), c.bestOf(), c.pointsByPlace()),
                List.copyOf(players.values()),
                tournaments);
    }

    private List<ChampionshipArchive.Result> results(long tournamentId) {
        Map<Long, List<ChampionshipArchive.Line>> lines = new LinkedHashMap<>();
        for (Object[] l : rows(LINES, tournamentId)) {
            lines.computeIfAbsent(number(l[0]), r -> new ArrayList<>())
                    .add(new ChampionshipArchive.Line(
                            number(l[1]),
                            (int) number(l[2]),
                            (int) number(l[3]),
                            number(l[4]),
                            number(l[5]),
                            optional(l[6]),
                            optional(l[7])));
        }
        return rows(RESULTS, tournamentId).stream()
                .map(r -> new ChampionshipArchive.Result(
                        number(r[0]),
                        (int) number(r[1]),
                        (int) number(r[2]),
                        (int) number(r[3]),
                        (String) r[4],
                        (String) r[5],
                        (String) r[6],
                        instant(r[7]),
                        optional(r[8]),
                        (String) r[9],
                        instant(r[10]),
                        (String) r[11],
                        lines.getOrDefault(number(r[0]), List.of())))
                .toList();
    }

    private List<ChampionshipArchive.Elimination> eliminations(long tournamentId) {
        return rows(ELIMINATIONS, tournamentId).stream()
                .map(r -> new ChampionshipArchive.Elimination(
                        (int) number(r[0]), (int) number(r[1]), number(r[2]), number(r[3]), number(r[4])))
                .toList();
    }

    @SuppressWarnings("unchecked")
    private List<Object[]> rows(String sql, long tournamentId) {
        return em.createNativeQuery(sql).setParameter(1, tournamentId).getResultList();
    }

    private static long number(Object value) {
        return ((Number) value).longValue();
    }

    private static Long optional(Object value) {
        return value == null ? null : number(value);
    }

    private static Instant instant(Object value) {
        if (value == null || value instanceof Instant) {
            return (Instant) value;
        }
        if (value instanceof OffsetDateTime o) {
            return o.toInstant();
        }
        return ((Timestamp) value).toInstant();
    }
}
