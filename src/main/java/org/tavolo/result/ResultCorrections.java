package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.voids.WhoMayVoid;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.ledger.FinalStack;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * The organizer's corrections and voids of recorded table results: each under the table's lock, in
 * one transaction, the old result kept (void) and both steps noted in the audit trail.
 */
@ApplicationScoped
public class ResultCorrections {

    private final TournamentService tournaments;
    private final TableScoring scoring;
    private final ChipLedger ledger;
    private final AuditTrail audit;
    private final Clock clock;
    private final WhoMayVoid who;

    ResultCorrections(
            TournamentService tournaments,
            TableScoring scoring,
            ChipLedger ledger,
            AuditTrail audit,
            Clock clock,
            WhoMayVoid who) {
        this.tournaments = tournaments;
        this.scoring = scoring;
        this.ledger = ledger;
        this.audit = audit;
        this.clock = clock;
        this.who = who;
    }

    /**
     * The organizer's correction (docs/rules.md#italian-tournament: disputes are settled by the director, and kept in
     * an audit trail): the result is voided and a new one, pointing back to it, takes its place.
     */
    @Transactional
    public TableResultView correct(long tournamentId, long resultId, CorrectResultRequest request) {
        who.requireOrganizer("Correcting a table result");
        TableResult previous = lockedAt(find(tournamentId, resultId));
        Tournament tournament = tournaments.get(tournamentId);
        if (previous.status() == ResultStatus.VOID) {
            throw ProblemException.conflict(
                    "result-void",
                    "Result " + resultId + " is void; correct the result now in force for that table instead.",
                    Map.of("resultId", resultId));
        }
        GameAtTable where = previous.where();
        List<ScoredLine> scored = rescore(tournament, where, previous.kind(), request);
        ResultService.requireNotPlacedElsewhere(where, scored);
        String by = audit.actor();
        previous.voidBy(by, request.reason(), clock.instant());
        TableResult.getEntityManager()
                .flush(); // the voided result leaves the table's slot before its replacement takes it
        TableResult corrected = TableResult.correct(previous, scored, by, clock.instant());
        corrected.persist();
        audit.record(
                tournamentId,
                "table-result-corrected",
                by + " corrected result " + resultId + " of table "
                        + previous.where().table() + " (game "
                        + previous.where().game() + ") as result " + corrected.id + ": "
                        + request.reason().strip(),
                Map.of(
                        "by", by,
                        "game", previous.where().game(),
                        "table", previous.where().table(),
                        "reason", request.reason().strip()));
        return TableResultView.from(corrected);
    }

    /** Takes a result out of the standings; it stays in the audit trail. */
    @Transactional
    public TableResultView voidResult(long tournamentId, long resultId, VoidResultRequest request) {
        who.requireOrganizer("Voiding a table result");
        TableResult result = lockedAt(find(tournamentId, resultId));
        String by = audit.actor();
        result.voidBy(by, request.reason(), clock.instant());
        audit.record(
                tournamentId,
                "table-result-voided",
                by + " voided result " + resultId + ": " + request.reason().strip(),
                Map.of(
                        "by", by,
                        "game", result.where().game(),
                        "table", result.where().table(),
                        "reason", request.reason().strip()));
        return TableResultView.from(result);
    }

    /** The corrected lines, checked against the table like a first entry. */
    private List<ScoredLine> rescore(
            Tournament tournament, GameAtTable where, ResultKind kind, CorrectResultRequest request) {
        return kind == ResultKind.ITALIAN_GAME
                ? scoring.italian(
                        tournament,
                        ResultService.playersOfTable(
                                where,
                                kind,
                                "stacks",
                                required(request.stacks(), "stacks", request.victoryPoints(), "victoryPoints"),
                                FinalStack::entry))
                : scoring.chinese(
                        tournament,
                        ResultService.playersOfTable(
                                where,
                                kind,
                                "victoryPoints",
                                required(request.victoryPoints(), "victoryPoints", request.stacks(), "stacks"),
                                VictoryPoints::entry));
    }

    private TableResult find(long tournamentId, long resultId) {
        tournaments.get(tournamentId);
        return ResultService.resultOf(tournamentId, resultId);
    }

    private static <T> List<T> required(List<T> given, String field, List<?> other, String otherField) {
        if (given == null || other != null) {
            throw ProblemException.badRequest(
                    "correction-shape",
                    "This result is corrected with '" + field + "', not '" + otherField + "'.",
                    Map.of("field", field));
        }
        return given;
    }

    /** The result, read again under its table's lock (see {@link ChipLedger#lockTable}). */
    private TableResult lockedAt(TableResult result) {
        ledger.lockTable(
                result.where().tournamentId(),
                result.where().game(),
                result.where().table());
        TableResult.getEntityManager().refresh(result);
        return result;
    }
}
