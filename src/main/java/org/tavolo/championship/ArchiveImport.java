package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.entry.Entry;
import org.tavolo.entry.EntryService;
import org.tavolo.player.Player;
import org.tavolo.player.PlayerService;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Brings a {@link ChampionshipArchive} into this installation as a new championship with new
 * tournaments (docs/championships.md#archive): all or nothing, after {@link ArchiveCheck} has found
 * every part of it in order. A player of the archive is the register player of the same name and
 * nickname (the k-th namesake of the archive the k-th of the register), or is registered.
 */
@ApplicationScoped
class ArchiveImport {

    private static final String INSERT_RESULT = "insert into table_result (tournament_id, round_no, game_no,"
            + " table_no, kind, status, recorded_by, recorded_at, replaces_id, voided_by, voided_at, void_reason)"
            + " values (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, cast(?9 as bigint), cast(?10 as varchar),"
            + " cast(?11 as timestamp with time zone), cast(?12 as varchar)) returning id";
    private static final String INSERT_LINE = "insert into table_result_line (result_id, entry_id, place, shared_by,"
            + " points_units, chips, eliminated_in_hand, chips_at_start_of_hand)"
            + " values (?1, ?2, ?3, ?4, ?5, ?6, cast(?7 as bigint), cast(?8 as bigint))";
    private static final String INSERT_ELIMINATION = "insert into game_elimination (tournament_id, game_no, table_no,"
            + " entry_id, hand_id, sequence, chips_at_start_of_hand) values (?1, ?2, ?3, ?4, null, ?5, ?6)";

    private final TournamentService tournaments;
    private final EntryService entries;
    private final PlayerService players;
    private final PointsSchemeService schemes;
    private final AuditTrail audit;
    private final EntityManager em;
    private final Clock clock;

    ArchiveImport(
            TournamentService tournaments,
            EntryService entries,
            PlayerService players,
            PointsSchemeService schemes,
            AuditTrail audit,
            EntityManager em,
            Clock clock) {
        this.tournaments = tournaments;
        this.entries = entries;
        this.players = players;
        this.schemes = schemes;
        this.audit = audit;
        this.em = em;
        this.clock = clock;
    }

    /** What importing would create, changing nothing. */
    ChampionshipArchive.Imported dryRun(ChampionshipArchive archive) {
        ArchiveCheck.check(archive);
        int matched = matches(archive.players()).size();
        return counted(archive, null, true, matched);
    }

    @Transactional
    ChampionshipArchive.Imported apply(ChampionshipArchive archive) {
        ArchiveCheck.check(archive);
        Map<Long, Long> matched = matches(archive.players());
        Map<Long, Long> playerIds = new HashMap<>(matched);
        for (ChampionshipArchive.Player p : archive.players()) {
            if (!playerIds.containsKey(p.id())) {
                Player registered =
                        Player.findByNameAndNickname(p.name(), p.nickname()).isEmpty()
                                ? players.register(p.name(), p.nickname(), null)
                                : players.registerNamesake(p.name(), p.nickname(), null);
                playerIds.put(p.id(), registered.id);
            }
        }
        Instant now = clock.instant();
        ChampionshipArchive.Header h = archive.championship();
        Championship championship = Championship.of(h.name(), h.season(), h.kind(), h.bestOf(), h.pointsByPlace(), now);
        championship.persist();
        audit.record(
                null,
                "championship-imported",
                "Imported championship " + championship.id + " '" + championship.name() + "' from an archive.");
        for (ChampionshipArchive.Tournament t : archive.tournaments()) {
            long id = tournament(t, playerIds, now);
            championship.attach(id, t.finalStage(), now);
        }
        return counted(archive, championship.id, false, matched.size());
    }

    private long tournament(ChampionshipArchive.Tournament t, Map<Long, Long> playerIds, Instant now) {
        Tournament created =
                tournaments.announce(new CreateTournamentRequest(t.name(), t.format(), t.date(), t.venue()));
        tournaments.changeSettings(created.id, t.settings());
        if (t.leagueScheme() != null) {
            schemes.setLeague(created.id, t.leagueScheme());
        }
        Map<Long, Long> entryIds = new HashMap<>();
        for (ChampionshipArchive.Entry e : t.entries()) {
            Entry entry = entries.enter(created.id, playerIds.get(e.player()));
            switch (e.status()) {
                case "ELIMINATED" -> entry.eliminate(e.finishingPlace(), now);
                case "WINNER" -> entry.win();
                default -> {
                    // still in play
                }
            }
            entryIds.put(e.id(), entry.id);
        }
        if (t.drawn()) {
            created.markDrawn(now);
        }
        Map<Long, Long> resultIds = new HashMap<>();
        for (ChampionshipArchive.Result r : t.results()) {
            long id = ((Number) em.createNativeQuery(INSERT_RESULT)
                            .setParameter(1, created.id)
                            .setParameter(2, r.round())
                            .setParameter(3, r.game())
                            .setParameter(4, r.table())
                            .setParameter(5, r.kind())
                            .setParameter(6, r.status())
                            .setParameter(7, r.recordedBy())
                            .setParameter(8, r.recordedAt())
                            .setParameter(9, r.replaces() == null ? null : resultIds.get(r.replaces()))
                            .setParameter(10, r.voidedBy())
                            .setParameter(11, r.voidedAt())
                            .setParameter(12, r.voidReason())
                            .getSingleResult())
                    .longValue();
            resultIds.put(r.id(), id);
            for (ChampionshipArchive.Line l : r.lines()) {
                em.createNativeQuery(INSERT_LINE)
                        .setParameter(1, id)
                        .setParameter(2, entryIds.get(l.entry()))
                        .setParameter(3, l.place())
                        .setParameter(4, l.sharedBy())
                        .setParameter(5, l.pointsUnits())
                        .setParameter(6, l.chips())
                        .setParameter(7, l.eliminatedInHand())
                        .setParameter(8, l.chipsAtStartOfHand())
                        .executeUpdate();
            }
        }
        Map<Long, Long> sequences = new HashMap<>();
        for (ChampionshipArchive.Elimination e : t.eliminations()) {
            long sequence = sequences.computeIfAbsent(
                    e.sequence(), s -> ((Number) em.createNativeQuery("select nextval('elimination_sequence')")
                                    .getSingleResult())
                            .longValue());
            em.createNativeQuery(INSERT_ELIMINATION)
                    .setParameter(1, created.id)
                    .setParameter(2, e.game())
                    .setParameter(3, e.table())
                    .setParameter(4, entryIds.get(e.entry()))
                    .setParameter(5, sequence)
                    .setParameter(6, e.chipsAtStartOfHand())
                    .executeUpdate();
        }
        audit.record(
                created.id,
                "results-imported",
                "Imported " + t.results().size() + " table results and "
                        + t.eliminations().size() + " eliminations from an archive.",
                Map.of(
                        "results",
                        t.results().size(),
                        "eliminations",
                        t.eliminations().size()));
        return created.id;
    }

    /**
     * The archive's players found in the register: by name and nickname, the k-th of the archive
     * with a name the k-th of the register with it.
     */
    private static Map<Long, Long> matches(List<ChampionshipArchive.Player> archived) {
        Map<String, Integer> seen = new HashMap<>();
        Map<Long, Long> matched = new HashMap<>();
        for (ChampionshipArchive.Player p : archived) {
            String key = p.name().strip().toLowerCase() + "\u0000"
                    + (p.nickname() == null ? "" : p.nickname().strip().toLowerCase());
            int k = seen.merge(key, 1, Integer::sum) - 1;
            List<Player> namesakes = Player.findByNameAndNickname(p.name(), p.nickname());
            if (k < namesakes.size()) {
                matched.put(p.id(), namesakes.get(k).id);
            }
        }
        return matched;
    }

    private static ChampionshipArchive.Imported counted(
            ChampionshipArchive archive, Long championshipId, boolean dryRun, int matched) {
        return new ChampionshipArchive.Imported(
                dryRun,
                championshipId,
                archive.tournaments().size(),
                matched,
                archive.players().size() - matched,
                archive.tournaments().stream().mapToInt(t -> t.entries().size()).sum(),
                archive.tournaments().stream().mapToInt(t -> t.results().size()).sum());
    }
}
