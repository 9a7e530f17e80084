package org.tavolo.hand.italian;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.ledger.CarriedPotMove;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.settlement.CarriedPot;

/**
 * The pot a table carries (docs/rules.md#parol), as lines of {@link CarriedPotMove}: written with the hand that
 * changed it (the core's {@link org.tavolo.poker.table.TableRules} computes how), reversed with a voided hand.
 */
public final class ParolHands {

    private ParolHands() {}

    /** Writes the hand's lines of the carried pot: what went in, what was paid out. */
    public static void write(
            TableInGame where, CarriedPot before, CarriedPot after, long hand, String by, Instant now) {
        long parol = after.parol() - before.parol();
        long penalties = after.penalties() - before.penalties();
        if (parol != 0) {
            CarriedPotMove.ofHand(where, CarriedPotMove.Kind.PAROL, parol, hand, by, now)
                    .persist();
        }
        if (penalties != 0) {
            CarriedPotMove.ofHand(where, CarriedPotMove.Kind.PENALTY, penalties, hand, by, now)
                    .persist();
        }
    }

    /**
     * Reverses the lines of a voided hand or penalty: refused 409 when the table no longer carries the chips they
     * put in (a later hand won them; void it first).
     */
    public static void reverse(List<CarriedPotMove> lines, TableInGame where, String what, String by, Instant now) {
        if (lines.isEmpty()) {
            return;
        }
        CarriedPot carried = CarriedPotMove.at(where);
        long parol = carried.parol();
        long penalties = carried.penalties();
        for (CarriedPotMove line : lines) {
            if (line.kind() == CarriedPotMove.Kind.PAROL) {
                parol -= line.delta();
            } else {
                penalties -= line.delta();
            }
        }
        if (parol < 0 || penalties < 0) {
            throw ProblemException.conflict(
                    "void-empties-carried-pot",
                    "Voiding " + what + " would take "
                            + lines.stream().mapToLong(CarriedPotMove::delta).sum()
                            + " chips out of table " + where.table() + "'s carried pot, which holds "
                            + carried.total() + ": a later hand won them. Void that hand first (docs/rules.md#parol).",
                    Map.of("carried", carried.total()));
        }
        lines.forEach(line -> line.reversed(by, now).persist());
    }
}
