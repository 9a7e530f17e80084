package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.db.Rehearsal;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.Entry;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.FinalStack;
import org.tavolo.ledger.TableAtPlay;
import org.tavolo.ledger.TableChanges;
import org.tavolo.ledger.TableInGame;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Records the results of games and matches at the tables (the organizer's corrections and voids
 * are {@link ResultCorrections}). It
 * loads the tournament and its schemes, lets the scoring core rank and award, and stores the
 * outcome in one transaction.
 */
@ApplicationScoped
public class ResultService {

    private final TournamentService tournaments;
    private final TableScoring scoring;
    private final ChipLedger ledger;
    private final AuditTrail audit;
    private final Clock clock;
    private final TableClose closing;
    private final TableChanges changes;

    ResultService(
            TournamentService tournaments,
            TableScoring scoring,
            ChipLedger ledger,
            AuditTrail audit,
            Clock clock,
            TableClose closing,
            TableChanges changes) {
        this.closing = closing;
        this.changes = changes;
        this.audit = audit;
        this.tournaments = tournaments;
        this.scoring = scoring;
        this.ledger = ledger;
        this.clock = clock;
    }

    /**
     * Closes an Italian game at a table (docs/rules.md#italian-tournament): final stacks → places → points from the
     * scheme for the table's size, tied players sharing the points of their places.
     */
    @Transactional
    public TableResultView closeItalianGame(long tournamentId, int table, int game, CloseItalianGameRequest request) {
        Tournament tournament = requireFormat(tournamentId, TournamentFormat.ITALIAN_DRAW);
        changes.requireBound(CloseSeen.unbound(request));
        ledger.lockTable(tournamentId, game, table);
        GameAtTable where = RoundGames.at(tournament, request.round(), game, table, "game");
        if (request.stacks() != null) {
            playersOfTable(where, ResultKind.ITALIAN_GAME, "stacks", request.stacks(), FinalStack::entry);
        }
        long difference = closing.check(tournament, where, request.stacks());
        if (request.expected() != null) {
            TableAtPlay seen =
                    changes.requireSeen(tournament, new TableInGame(tournamentId, game, table), CloseSeen.of(request));
            CloseSeen.requireEverySeat(changes, seen, request);
        }
        List<FinalStack> stacks =
                request.stacks() != null ? request.stacks() : ledger.closingStacks(tournament, game, table);
        List<ScoredLine> scored = scoring.italian(tournament, stacks);
        return TableResultView.from(store(where, ResultKind.ITALIAN_GAME, scored))
                .withWarnings(closing.warnings(tournament))
                .withChipDifference(difference);
    }

    /**
     * The close of an Italian game as {@link #closeItalianGame} records it now, with the same request: its places
     * and points, or its refusal, from the close itself run and rolled back ({@link Rehearsal}), storing nothing.
     */
    public TableResultView previewItalianClose(
            long tournamentId, int table, int game, CloseItalianGameRequest request) {
        return Rehearsal.of(() -> closeItalianGame(tournamentId, table, game, request));
    }

    /** One result, as clients see it. */
    @Transactional
    public TableResultView get(long tournamentId, long resultId) {
        return TableResultView.from(find(tournamentId, resultId));
    }

    private TableResult find(long tournamentId, long resultId) {
        tournaments.get(tournamentId);
        return resultOf(tournamentId, resultId);
    }

    /** A result of this tournament, or 404. */
    public static TableResult resultOf(long tournamentId, long resultId) {
        return TableResult.<TableResult>findByIdOptional(resultId)
                .filter(r -> r.tournamentId() == tournamentId)
                .orElseThrow(() -> ProblemException.notFound("table result", resultId));
    }

    /** Every result of the tournament, voided and replaced ones included, oldest first. */
    @Transactional
    public List<TableResultView> history(long tournamentId) {
        tournaments.get(tournamentId);
        return TableResultView.of(tournamentId, TableResult.history(tournamentId));
    }

    /** Stores a table's result, refused 409 when the table has one or a player has a result at another table. */
    public TableResult store(GameAtTable where, ResultKind kind, List<ScoredLine> scored) {
        String by = audit.actor();
        TableResult.activeAt(where).ifPresent(existing -> {
            throw ProblemException.conflict(
                    "table-result-exists",
                    "Game " + where.game() + " of round " + where.round() + " at table " + where.table()
                            + " already has a result (" + existing.id + "); the organizer corrects it instead.",
                    Map.of("resultId", existing.id, "table", where.table()));
        });
        requireNotPlacedElsewhere(where, scored);
        TableResult result = TableResult.record(where, kind, scored, by, clock.instant());
        result.persist();
        audit.record(
                where.tournamentId(),
                "table-result-recorded",
                by + " closed game " + where.game() + " at table " + where.table() + " (result " + result.id + ").",
                Map.of("by", by, "game", where.game(), "table", where.table()));
        return result;
    }

    /**
     * The lines of an entered result, once checked against the table (see {@link TablePlayers}):
     * entries of the tournament, each once, and the players seated there when the game was drawn.
     */
    public static <T> List<T> playersOfTable(
            GameAtTable where, ResultKind kind, String list, List<T> lines, ToLongFunction<T> entry) {
        List<TablePlayers.Named> named = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            named.add(new TablePlayers.Named(list + "[" + i + "].entry", entry.applyAsLong(lines.get(i))));
        }
        TablePlayers.requireEntries(where.tournamentId(), named);
        TablePlayers.requireOnce(list, named);
        TablePlayers.requireSeated(where, kind, list, entriesOf(named));
        return lines;
    }

    /** The entries of the lines named. */
    public static Set<Long> entriesOf(List<TablePlayers.Named> named) {
        Set<Long> entries = new HashSet<>();
        named.forEach(n -> entries.add(n.entry()));
        return entries;
    }

    static void requireNotPlacedElsewhere(GameAtTable where, List<ScoredLine> scored) {
        List<Long> entries = scored.stream().map(s -> s.award().player()).toList();
        List<Long> elsewhere = TableResult.entriesPlacedElsewhere(where, entries);
        if (!elsewhere.isEmpty()) {
            throw ProblemException.conflict(
                    "entry-placed-elsewhere",
                    Entry.nameOf(elsewhere.get(0)) + " already has a result at another table in game " + where.game()
                            + ".",
                    Map.of("entry", elsewhere.get(0), "name", Entry.nameOf(elsewhere.get(0))));
        }
    }

    /** The tournament, refused 409 {@code wrong-format} unless it is played in the format named. */
    public Tournament requireFormat(long tournamentId, TournamentFormat format) {
        Tournament tournament = tournaments.get(tournamentId);
        if (tournament.format() != format) {
            throw ProblemException.conflict(
                    "wrong-format",
                    "Tournament " + tournamentId + " is played in the "
                            + tournament.format().inWords() + " format, not " + format.inWords() + ".",
                    Map.of("format", tournament.format().name()));
        }
        return tournament;
    }
}
