package org.tavolo.result.chinese;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.tavolo.ledger.Binding;
import org.tavolo.ledger.PlayerMoved;
import org.tavolo.result.GameAtTable;
import org.tavolo.result.VictoryPoints;
import org.tavolo.result.chinese.ChineseDealRequest.SeenSeat;
import org.tavolo.table.Draw;
import org.tavolo.table.GameStage;
import org.tavolo.table.PokerTable;

/**
 * What a Chinese deal (or its void, or the match's result) was made against, checked under the table's lock like a hand's
 * (docs/errors.md#entries-bound-to-what-was-seen): the match the client saw, and the players by entry
 * beside their seats. A deal typed before the floor drew the next match, or moved a player, is
 * refused with a 409 naming what changed; it is never stored in another match or for another player.
 */
final class DealSeen {

    private DealSeen() {}

    /**
     * The binding fields a deal leaves out ({@link Binding}): the match it was made in, and every player it scores
     * by entry beside his seat in {@code expected}.
     */
    static List<String> unbound(ChineseDealRequest request) {
        return unbound(
                request.gameNumber(),
                request.expected(),
                request.players().stream().map(ChineseMatchDealsRequest.Hands::entry));
    }

    /**
     * The binding fields a match's result leaves out ({@link Binding}): the match it was recorded in, and every player
     * it ranks by entry beside his seat in {@code expected}.
     */
    static List<String> unbound(RecordChineseMatchRequest request) {
        return unbound(
                request.gameNumber(),
                request.expected(),
                request.victoryPoints().stream().map(VictoryPoints::entry));
    }

    /** Like {@link #unbound(RecordChineseMatchRequest)}, for a match entered with its three deals at once. */
    static List<String> unbound(ChineseMatchDealsRequest request) {
        return unbound(
                request.gameNumber(),
                request.expected(),
                request.deals().stream().flatMap(d -> d.players().stream()).map(ChineseMatchDealsRequest.Hands::entry));
    }

    private static List<String> unbound(Integer gameNumber, List<SeenSeat> expected, Stream<Long> players) {
        List<String> missing = new ArrayList<>();
        if (gameNumber == null) {
            missing.add("gameNumber");
        }
        missing.addAll(Binding.missingIn(expected, "expected", (seen, i) -> List.of()));
        Set<Long> named = expected == null
                ? Set.of()
                : expected.stream().map(SeenSeat::entry).collect(Collectors.toSet());
        if (!named.isEmpty() && players.anyMatch(e -> !named.contains(e))) {
            missing.add("expected");
        }
        return missing;
    }

    /** Refuses what was made against a match no longer played, or players no longer at the seats seen (see below). */
    static void requireSeen(GameAtTable where, Integer gameNumber, List<SeenSeat> expected) {
        requireMatch(where, gameNumber);
        requirePlayers(where, expected);
    }

    /** Refuses ({@code not-current-game}) a deal or void seen in a match the tournament no longer plays. */
    static void requireMatch(GameAtTable where, Integer seen) {
        if (seen == null) {
            return;
        }
        GameStage.playing(Draw.currentGame(where.tournamentId()), false, seen, where.table(), "gameNumber");
        GameStage.playing(where.game(), false, seen, where.table(), "gameNumber");
    }

    /**
     * Refuses ({@code player-moved}) a deal naming a player who no longer sits at the seat of the table
     * where the client saw him ({@code expected}); a deal that names no seats is checked against the
     * table as it is ({@code players-not-at-table}).
     */
    static void requirePlayers(GameAtTable where, List<SeenSeat> expected) {
        if (expected == null || expected.isEmpty()) {
            return;
        }
        Map<Long, Integer> seatOf = new HashMap<>();
        PokerTable.inPlay(where.tournamentId(), where.table())
                .ifPresent(table -> table.seats().forEach((seat, entry) -> seatOf.put(entry, seat)));
        for (int i = 0; i < expected.size(); i++) {
            SeenSeat seen = expected.get(i);
            if (!seen.seat().equals(seatOf.get(seen.entry()))) {
                throw PlayerMoved.refusal(
                        where.tournamentId(),
                        where.table(),
                        seatOf,
                        seen.seat(),
                        seen.entry(),
                        "expected[" + i + "].entry");
            }
        }
    }
}
