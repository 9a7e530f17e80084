package org.tavolo.result.chinese;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.db.Rehearsal;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.voids.WhoMayVoid;
import org.tavolo.ledger.Binding;
import org.tavolo.ledger.ChipLedger;
import org.tavolo.poker.chinese.ChineseMatch;
import org.tavolo.poker.chinese.DealOrder;
import org.tavolo.result.GameAtTable;
import org.tavolo.result.NamedRefusals;
import org.tavolo.result.ResultKind;
import org.tavolo.result.ResultService;
import org.tavolo.result.RoundGames;
import org.tavolo.result.TableResult;
import org.tavolo.result.TableResultView;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;

/**
 * A Chinese poker match entered one deal at a time (docs/results.md#deal-by-deal): each deal is
 * stored as soon as it is confirmed, scored as {@link ChineseDealPreviews} scores it, and the
 * third records the match from the three stored deals through {@link ChineseMatchService#recordDeals},
 * exactly as the whole match entered at once. Every change takes the table's lock first, then
 * looks up its idempotency key, so a resend gets the first answer and changes nothing.
 */
@ApplicationScoped
public class ChineseDealService {

    /**
     * What storing a deal answered: the deal's scores (deals 1 and 2), or the match it recorded
     * (deal 3).
     */
    public record Stored(ChineseDealsView.Deal deal, TableResultView result) {}

    private final ResultService results;
    private final ChineseMatchService matches;
    private final ChineseDealPreviews previews;
    private final ChipLedger ledger;
    private final AuditTrail audit;
    private final Clock clock;
    private final Binding binding;
    private final WhoMayVoid who;

    ChineseDealService(
            ResultService results,
            ChineseMatchService matches,
            ChineseDealPreviews previews,
            ChipLedger ledger,
            AuditTrail audit,
            Clock clock,
            Binding binding,
            WhoMayVoid who) {
        this.binding = binding;
        this.results = results;
        this.matches = matches;
        this.previews = previews;
        this.ledger = ledger;
        this.audit = audit;
        this.clock = clock;
        this.who = who;
    }

    /**
     * Stores one deal of a match, in order. The same {@code entryId} sent again with the same deal
     * answers as the first time; with another deal it is refused ({@code entry-id-reused}).
     */
    @Transactional
    public Stored store(long tournamentId, int table, int match, int deal, ChineseDealRequest request) {
        return store(tournamentId, table, match, deal, request, score -> {});
    }

    /**
     * The deal as {@link #store} stores it now, with the same request: its score, or its refusal, from the storing
     * itself run and rolled back ({@link Rehearsal}), storing nothing. A deal sent before under the same key is
     * scored as it was stored (the same deal, or the key's reuse is refused).
     */
    public ChineseDealPreview preview(long tournamentId, int table, int match, int deal, ChineseDealRequest request) {
        return Rehearsal.of(() -> {
            AtomicReference<ChineseDealPreview> scored = new AtomicReference<>();
            store(tournamentId, table, match, deal, request, scored::set);
            return scored.get() != null ? scored.get() : previews.preview(tournamentId, request.players());
        });
    }

    private Stored store(
            long tournamentId,
            int table,
            int match,
            int deal,
            ChineseDealRequest request,
            Consumer<ChineseDealPreview> scored) {
        binding.require(DealSeen.unbound(request));
        Tournament tournament = results.requireFormat(tournamentId, TournamentFormat.CHINESE_POKER);
        ledger.lockTable(tournamentId, match, table);
        GameAtTable where = RoundGames.at(tournament, request.round(), match, table, "match");
        RecordedDeal.Request entered = RecordedDeal.Request.of(request, where.round());
        Optional<MatchDeal> first = MatchDeal.byKey(tournamentId, request.entryId());
        if (first.isPresent()) {
            return retried(first.get(), where, deal, entered);
        }
        DealSeen.requireMatch(where, request.gameNumber());
        DealSeen.requirePlayers(where, request.expected());
        requireNotRecorded(where);
        List<MatchDeal> standing = MatchDeal.standingAt(where);
        requireNext(where, deal, standing);
        ResultService.playersOfTable(
                where, ResultKind.CHINESE_MATCH, "players", request.players(), ChineseMatchDealsRequest.Hands::entry);
        ChineseDealPreview score = previews.preview(tournamentId, request.players());
        scored.accept(score);
        NamedRefusals.naming(tournamentId, () -> MatchSoFar.check(previews.tokens(tournamentId), standing, entered));
        Long result = deal < ChineseMatch.DEALS ? null : recordMatch(tournament, where, standing, entered);
        MatchDeal stored = MatchDeal.store(
                where, deal, new RecordedDeal(entered, score.answer(result)), audit.actor(), clock.instant());
        stored.persist();
        auditStored(tournamentId, stored, result);
        return answered(stored);
    }

    /** The stored deal on the audit trail, with the match's result when it closed the match. */
    private void auditStored(long tournamentId, MatchDeal stored, Long result) {
        int deal = stored.deal();
        int match = stored.where().game();
        int table = stored.where().table();
        audit.record(
                tournamentId,
                "chinese-deal-stored",
                stored.recordedBy() + " stored deal " + deal + " of match " + match + " at table " + table
                        + (result == null ? "." : "; the match is recorded (result " + result + ")."),
                Map.of(
                        "by", stored.recordedBy(),
                        "deal", deal,
                        "match", match,
                        "table", table,
                        "closed", result != null));
    }

    /** The deals of a match at a table stored so far, voided ones included, with their scores. */
    @Transactional
    public ChineseDealsView deals(long tournamentId, int table, int match, Integer round) {
        Tournament tournament = results.requireFormat(tournamentId, TournamentFormat.CHINESE_POKER);
        return view(RoundGames.at(tournament, round, match, table, "match"));
    }

    /**
     * Voids the last stored deal of a match, until the match is recorded; it stays in the list,
     * voided, with the reason in the audit trail. A director voids only a deal he stored himself ({@link WhoMayVoid}).
     */
    @Transactional
    public ChineseDealsView voidDeal(long tournamentId, int table, int match, int deal, VoidDealRequest request) {
        binding.require(request.gameNumber() == null ? List.of("gameNumber") : List.of());
        Tournament tournament = results.requireFormat(tournamentId, TournamentFormat.CHINESE_POKER);
        ledger.lockTable(tournamentId, match, table);
        GameAtTable where = RoundGames.at(tournament, request.round(), match, table, "match");
        DealSeen.requireMatch(where, request.gameNumber());
        MatchDeal last = lastOfOpenMatch(tournamentId, where, deal);
        who.requireMayVoid("deal " + deal + " of match " + match, last.recordedBy(), table);
        last.voidBy(audit.actor(), request.reason(), clock.instant());
        audit.record(
                tournamentId,
                "chinese-deal-voided",
                last.voidedBy() + " voided deal " + deal + " of match " + match + " at table " + table + ": "
                        + last.voidReason(),
                Map.of(
                        "by", last.voidedBy(),
                        "deal", deal,
                        "match", match,
                        "table", table,
                        "reason", last.voidReason()));
        return view(where);
    }

    /**
     * The deal to void, the last stored of a match not yet recorded: refused 409 {@code match-recorded} once the match
     * is, 404 when no such deal is stored, 409 {@code not-last-deal} for an earlier one.
     */
    private static MatchDeal lastOfOpenMatch(long tournamentId, GameAtTable where, int deal) {
        int match = where.game();
        int table = where.table();
        TableResult.activeAt(where).ifPresent(recorded -> {
            throw ProblemException.conflict(
                    "match-recorded",
                    "Match " + match + " at table " + table + " is recorded (result " + recorded.id
                            + "): void the recorded result instead (POST /api/tournaments/" + tournamentId
                            + "/results/" + recorded.id + "/void), then the deal.",
                    Map.of("resultId", recorded.id, "deal", deal));
        });
        List<MatchDeal> standing = MatchDeal.standingAt(where);
        MatchDeal last = standing.isEmpty() ? null : standing.get(standing.size() - 1);
        if (last == null || deal > last.deal()) {
            throw ProblemException.notFoundByNumber("stored deal of match " + match + " at table " + table, deal);
        }
        if (deal < last.deal()) {
            throw ProblemException.conflict(
                    "not-last-deal",
                    "Deal " + deal + " is not the last stored deal of match " + match + " at table " + table
                            + ": void deal " + last.deal() + " first.",
                    Map.of("deal", deal, "lastDeal", last.deal()));
        }
        return last;
    }

    private ChineseDealsView view(GameAtTable where) {
        List<MatchDeal> standing = MatchDeal.standingAt(where);
        Long result = TableResult.activeAt(where).map(r -> r.id).orElse(null);
        Integer next = result != null || standing.size() >= ChineseMatch.DEALS ? null : standing.size() + 1;
        return ChineseDealsView.of(where, MatchDeal.allAt(where), next, result);
    }

    /** Records the match from the deals stored and this third one, as the whole match entered at once. */
    private Long recordMatch(
            Tournament tournament, GameAtTable where, List<MatchDeal> standing, RecordedDeal.Request third) {
        List<ChineseMatchDealsRequest.Deal> deals = new ArrayList<>();
        standing.forEach(d -> deals.add(d.recorded().request().asDeal()));
        deals.add(third.asDeal());
        return matches.recordDeals(tournament, where, new ChineseMatchDealsRequest(where.round(), deals, null, null))
                .id;
    }

    private static Stored answered(MatchDeal stored) {
        Long result = stored.recorded().answer().result();
        return result == null
                ? new Stored(ChineseDealsView.deal(stored), null)
                : new Stored(
                        null,
                        TableResultView.from(
                                ResultService.resultOf(stored.where().tournamentId(), result)));
    }

    private static Stored retried(MatchDeal first, GameAtTable where, int deal, RecordedDeal.Request entered) {
        if (!first.where().equals(where)
                || first.deal() != deal
                || !first.recorded().request().equals(entered)) {
            throw ProblemException.conflict(
                    "entry-id-reused",
                    "entryId '" + entered.entryId() + "' was already used for another deal (deal " + first.deal()
                            + " of match " + first.where().game() + " at table "
                            + first.where().table() + ").",
                    Map.of("field", "entryId"));
        }
        return answered(first);
    }

    private static void requireNotRecorded(GameAtTable where) {
        TableResult.activeAt(where).ifPresent(existing -> {
            throw ProblemException.conflict(
                    "table-result-exists",
                    "Match " + where.game() + " at table " + where.table() + " is recorded already (result "
                            + existing.id + "); the organizer corrects it instead.",
                    Map.of("resultId", existing.id, "table", where.table()));
        });
    }

    /** Deals are stored in order: the next one is the one after the last standing ({@link DealOrder}). */
    private static void requireNext(GameAtTable where, int deal, List<MatchDeal> standing) {
        Map<Integer, String> keys = new LinkedHashMap<>();
        standing.forEach(d -> keys.putIfAbsent(d.deal(), d.recorded().request().entryId()));
        DealOrder.refusal(where.game(), where.table(), deal, keys).ifPresent(reason -> {
            throw ProblemException.conflict(reason.code(), reason.getMessage(), reason.details());
        });
    }
}
