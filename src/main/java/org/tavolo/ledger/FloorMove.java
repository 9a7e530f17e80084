package org.tavolo.ledger;

import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.poker.seating.Move;
import org.tavolo.poker.seating.MoveReason;

/**
 * A seat change the floor announced after the eliminations of a hand or a chip count
 * (docs/rules.md#holdem-tournament), with the player who moves.
 */
@Schema(name = "HandMove")
public record FloorMove(
        long entry,
        String name,
        String nickname,
        int fromTable,
        int fromSeat,
        int toTable,
        int toSeat,
        MoveReason reason) {

    public static List<FloorMove> of(List<Move> moves, EntryNames names) {
        return moves.stream()
                .map(m -> new FloorMove(
                        m.entry(),
                        names.name(m.entry()),
                        names.nickname(m.entry()),
                        m.fromTable(),
                        m.fromSeat(),
                        m.toTable(),
                        m.toSeat(),
                        m.reason()))
                .toList();
    }
}
