package org.tavolo.hand.read;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.tavolo.count.ChipCount;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.voids.WhoMayVoid;
import org.tavolo.ledger.EntryNames;
import org.tavolo.ledger.LastEntries;
import org.tavolo.ledger.LastEntry;

/**
 * What was entered at a table, for the director's page: whether a form's key was already recorded,
 * the table's last entry (a hand, or a chip count sent with a {@code countId}), and the hands whose
 * pots wait for a ruling. Reads only.
 *
 * <p>A count is undone by a count back to the stacks before it, keyed {@code void-count-<id>}
 * ({@link LastEntry#voidKey}): its ledger lines stay, the reversal is a count of its own, and a resend of
 * the reversal records once.
 */
@ApplicationScoped
public class TableEntries implements LastEntries {

    private final WhoMayVoid who;

    TableEntries(WhoMayVoid who) {
        this.who = who;
    }

    /** A hand at the table whose pots wait for a ruling, with what is held. */
    public record HeldHand(long hand, int handNo, List<HandAnswer.HeldPot> pots) {}

    /** The {@code countId} of the count that undoes the count {@code countId}. */
    public static String voidKey(long countId) {
        return LastEntry.voidKey(countId);
    }

    /** Whether a hand was recorded with this {@code entryId}. */
    @Transactional
    public boolean handRecorded(long tournamentId, String entryId) {
        return HandEntry.byKey(tournamentId, entryId).isPresent();
    }

    /** The hand recorded with this {@code entryId}, if any. */
    @Transactional
    public Optional<Long> handWithKey(long tournamentId, String entryId) {
        return HandEntry.byKey(tournamentId, entryId).map(h -> h.id);
    }

    /** Whether a hand of this tournament was voided. */
    @Transactional
    public boolean handVoided(long tournamentId, long handId) {
        return HandEntry.inTournament(tournamentId, handId)
                .map(h -> h.status() == HandStatus.VOID)
                .orElse(false);
    }

    /** Whether a chip count was recorded with this {@code countId}. */
    @Transactional
    public boolean countRecorded(long tournamentId, String countId) {
        return ChipCount.byKey(tournamentId, countId).isPresent();
    }

    /**
     * The latest hand or keyed count at a table in a game, voided ones included: a reversal count
     * is an entry too, so a void is never followed by the void of the entry before it.
     */
    @Override
    @Transactional
    public Optional<LastEntry> last(long tournamentId, int game, int table) {
        Optional<Object[]> hand =
                latest("HandEntry e", "e.recording", tournamentId, game, table, ", e.handNo, e.status");
        Optional<Object[]> count = latest("ChipCount e", "e", tournamentId, game, table, ", e.clientKey");
        if (count.isPresent() && (hand.isEmpty() || !((Instant) count.get()[2]).isBefore((Instant) hand.get()[2]))) {
            return count.map(c -> countEntry(tournamentId, c));
        }
        return hand.map(h -> new LastEntry(
                LastEntry.Kind.HAND,
                (Long) h[0],
                (Integer) h[3],
                (String) h[1],
                (Instant) h[2],
                h[4] == HandStatus.VOID,
                List.of()));
    }

    @Override
    public void requireMayVoid(LastEntry last, int table) {
        String entry = last.hand()
                ? (last.handNo() > 0 ? "hand " + last.handNo() : "hand with id " + last.id())
                : "chip count " + last.id();
        who.requireMayVoid(entry, last.recordedBy(), table);
    }

    /**
     * id, recorded by, recorded at, then {@code more}, of the latest row of an entity at the table; {@code recorded}
     * is the path of its {@code recordedBy} and {@code recordedAt}.
     */
    private static Optional<Object[]> latest(
            String entity, String recorded, long tournamentId, int game, int table, String more) {
        return HandEntry.getEntityManager()
                .createQuery(
                        "select e.id, " + recorded + ".recordedBy, " + recorded + ".recordedAt" + more + " from "
                                + entity + " where e.at.tournamentId = ?1 and e.at.game = ?2 and e.at.table = ?3"
                                + " order by " + recorded + ".recordedAt desc, e.id desc",
                        Object[].class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, table)
                .setMaxResults(1)
                .getResultStream()
                .findFirst();
    }

    /** The hands of a game at a table whose pots wait for a ruling, oldest first. */
    @Transactional
    public List<HeldHand> held(long tournamentId, int game, int table) {
        return HandEntry.<HandEntry>find(
                        "at.tournamentId = ?1 and at.game = ?2 and at.table = ?3 and status = ?4 order by id",
                        tournamentId,
                        game,
                        table,
                        HandStatus.PENDING_RULING)
                .list()
                .stream()
                .map(h -> {
                    HandAnswer answer = HandAnswer.from(h.recorded().answer(), EntryNames.of(tournamentId, List.of()));
                    return new HeldHand(h.id, h.handNo(), answer.settlement().unawarded());
                })
                .toList();
    }

    private static LastEntry countEntry(long tournamentId, Object[] row) {
        long id = (Long) row[0];
        boolean reversal = LastEntry.reversal((String) row[3]);
        Optional<ChipCount> undone = ChipCount.byKey(tournamentId, voidKey(id));
        ChipCount count = ChipCount.findById(id);
        return new LastEntry(
                LastEntry.Kind.COUNT,
                id,
                0,
                (String) row[1],
                (Instant) row[2],
                reversal || undone.isPresent(),
                count.answer().stacks());
    }
}
