package org.tavolo.result.chinese;

import java.util.List;

/**
 * A deal as stored with its entry ({@code chinese_deal.recorded}, jsonb): what the director entered
 * and how it scored. This is the stored shape, owned here: it changes only with a migration, never
 * because a public response record changed.
 *
 * @param request what was entered; a resend must enter the same
 * @param answer  how the deal scored, and the result the third deal recorded
 */
public record RecordedDeal(Request request, Answer answer) {

    /** What the director entered. */
    public record Request(String entryId, int round, List<Player> players) {

        static Request of(ChineseDealRequest request, int round) {
            return new Request(
                    request.entryId(),
                    round,
                    request.players().stream()
                            .map(h -> new Player(h.entry(), h.first(), h.second(), h.third(), h.tokens()))
                            .toList());
        }

        /** The deal as one deal of a whole match, for the match's recording. */
        ChineseMatchDealsRequest.Deal asDeal() {
            return new ChineseMatchDealsRequest.Deal(players.stream()
                    .map(p ->
                            new ChineseMatchDealsRequest.Hands(p.entry(), p.first(), p.second(), p.third(), p.tokens()))
                    .toList());
        }
    }

    /** One player's three hands and tokens as entered. */
    public record Player(
            Long entry, List<String> first, List<String> second, List<String> third, List<Integer> tokens) {}

    /**
     * How the deal scored.
     *
     * @param players each player's rows and victory points from this deal, in the order entered
     * @param result  the table result the third deal recorded; absent for the first two
     */
    public record Answer(List<Score> players, Long result) {}

    /** A player's score in the deal: each row, first to third, and the victory points collected. */
    public record Score(long entry, List<RowScore> rows, int points) {}

    /**
     * One row of a player's deal.
     *
     * @param row       {@code first}, {@code second} or {@code third}
     * @param hand      the category of his hand in that row ({@code FULL_HOUSE})
     * @param token     the token he placed on it
     * @param collected the token values he collected from the row
     */
    public record RowScore(String row, String hand, int token, int collected) {}
}
