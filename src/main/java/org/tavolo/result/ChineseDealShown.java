package org.tavolo.result;

import java.util.List;
import java.util.Map;

/**
 * A Chinese poker deal scored before it is confirmed, players labelled by their entry ids
 * (docs/rules.md#chinese-tokens).
 *
 * @param rows      the three rows, first to third
 * @param collected each player's victory points from this deal
 * @param totals    each player's victory points over the match so far, this deal included
 */
public record ChineseDealShown(List<Row> rows, Map<String, Integer> collected, Map<String, Integer> totals) {

    /** One row: each player's hand and token, the best hand or hands, who collected what. */
    public record Row(String row, List<Hand> hands, List<String> winners, Map<String, Integer> collected) {}

    /** A player's hand in a row and the token on it. */
    public record Hand(String player, HandName hand, int token) {}
}
