package org.tavolo.tournament;

import org.tavolo.poker.evaluation.Game;

/**
 * The rules a hand at a table is settled under, as the poker core compiled for the browser takes them
 * ({@code settleHand} of {@code /js/poker.js}, docs/director-page.md#offline): the same {@link
 * TournamentSettings#rulesAt} the hand service settles with.
 *
 * @param game              {@code ITALIAN_DRAW} or {@code TEXAS_HOLDEM}
 * @param deck              the Italian deck's size at this table, else null
 * @param flushRule         the Italian flush tie rule, else null
 * @param straightFlushRule the Italian straight-flush exception, else null
 * @param chipUnit          the smallest chip in play
 */
public record HandRulesView(String game, Integer deck, String flushRule, String straightFlushRule, long chipUnit) {

    /** The rules at a table of {@code players} of a tournament with these settings. */
    public static HandRulesView of(TournamentFormat format, TournamentSettings settings, int players) {
        if (format != TournamentFormat.ITALIAN_DRAW) {
            return new HandRulesView(Game.TEXAS_HOLDEM.name(), null, null, null, settings.chipUnit());
        }
        return new HandRulesView(
                Game.ITALIAN_DRAW.name(),
                settings.rulesAt(Game.ITALIAN_DRAW, players).deck().cards().size(),
                settings.flushRule().name(),
                settings.straightFlushRule().name(),
                settings.chipUnit());
    }

    /** As JSON, the table's part of a {@code settleHand} input: {@code "game":"ITALIAN_DRAW","deck":32,...}. */
    public String json() {
        StringBuilder json = new StringBuilder("\"game\":\"").append(game).append('"');
        if (deck != null) {
            json.append(",\"deck\":").append(deck);
            json.append(",\"flushRule\":\"").append(flushRule).append('"');
            json.append(",\"straightFlushRule\":\"").append(straightFlushRule).append('"');
        }
        return json.append(",\"chipUnit\":").append(chipUnit).toString();
    }
}
