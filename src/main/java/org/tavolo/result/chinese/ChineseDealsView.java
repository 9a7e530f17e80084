package org.tavolo.result.chinese;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.ledger.EntryNames;
import org.tavolo.result.GameAtTable;

/**
 * The deals of a Chinese poker match at a table stored so far (docs/results.md#deal-by-deal), voided
 * ones included, with their scores and each entry's victory points over the deals that stand.
 *
 * @param nextDeal the deal to store next; absent once the match is recorded
 * @param result   the table result the third deal recorded, while it is the one in force
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ChineseDealsView(
        int round, int match, int table, List<Deal> deals, Map<Long, Integer> totals, Integer nextDeal, Long result) {

    /** Each player's victory points over the deals that stand, named: «Anna 6 · Bruno 12». */
    @JsonIgnore
    public String totalsInWords() {
        Map<Long, String> names = new HashMap<>();
        deals.forEach(d -> d.players().forEach(p -> names.put(p.entry(), p.name())));
        return totals.entrySet().stream()
                .map(e -> names.getOrDefault(e.getKey(), String.valueOf(e.getKey())) + " " + e.getValue())
                .collect(Collectors.joining(" · "));
    }

    /** One stored deal as clients see it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Deal(
            int deal,
            String entryId,
            List<Player> players,
            boolean voided,
            String recordedBy,
            Instant recordedAt,
            String voidedBy,
            Instant voidedAt,
            String voidReason) {

        /** Each player's victory points in the deal, named: «Anna +4 · Bruno +6». */
        @JsonIgnore
        public String pointsInWords() {
            return players.stream().map(p -> p.name() + " +" + p.points()).collect(Collectors.joining(" · "));
        }
    }

    /**
     * A player's hands, tokens and score in one deal.
     *
     * @param rows   each row, first to third: his hand's category, his token, the token values he collected
     * @param points the victory points he collected in the deal
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Player(
            long entry,
            String name,
            @JsonInclude(JsonInclude.Include.ALWAYS) String nickname,
            List<String> first,
            List<String> second,
            List<String> third,
            List<Integer> tokens,
            List<RecordedDeal.RowScore> rows,
            int points) {}

    static ChineseDealsView of(GameAtTable where, List<MatchDeal> stored, Integer nextDeal, Long result) {
        EntryNames names = EntryNames.of(where.tournamentId(), entriesOf(stored));
        Map<Long, Integer> totals = new LinkedHashMap<>();
        stored.stream().filter(d -> !d.voided()).forEach(d -> d.recorded()
                .answer()
                .players()
                .forEach(s -> totals.merge(s.entry(), s.points(), Integer::sum)));
        List<Deal> deals = stored.stream().map(d -> deal(d, names)).toList();
        return new ChineseDealsView(where.round(), where.game(), where.table(), deals, totals, nextDeal, result);
    }

    /** One deal with the names of its players. */
    static Deal deal(MatchDeal stored) {
        return deal(stored, EntryNames.of(stored.where().tournamentId(), entriesOf(List.of(stored))));
    }

    private static Deal deal(MatchDeal d, EntryNames names) {
        RecordedDeal recorded = d.recorded();
        List<Player> players = new ArrayList<>();
        for (int p = 0; p < recorded.request().players().size(); p++) {
            RecordedDeal.Player entered = recorded.request().players().get(p);
            RecordedDeal.Score score = recorded.answer().players().get(p);
            players.add(new Player(
                    entered.entry(),
                    names.name(entered.entry()),
                    names.nickname(entered.entry()),
                    entered.first(),
                    entered.second(),
                    entered.third(),
                    entered.tokens(),
                    score.rows(),
                    score.points()));
        }
        return new Deal(
                d.deal(),
                recorded.request().entryId(),
                players,
                d.voided(),
                d.recordedBy(),
                d.recordedAt(),
                d.voidedBy(),
                d.voidedAt(),
                d.voidReason());
    }

    private static Set<Long> entriesOf(List<MatchDeal> stored) {
        Set<Long> entries = new HashSet<>();
        stored.forEach(d -> d.recorded().request().players().forEach(p -> entries.add(p.entry())));
        return entries;
    }
}
