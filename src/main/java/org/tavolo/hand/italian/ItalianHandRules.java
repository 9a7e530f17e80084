package org.tavolo.hand.italian;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.hand.stored.RecordedHand;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.evaluation.HandCategory;
import org.tavolo.poker.table.TeresaAfterFull;
import org.tavolo.tournament.TournamentSettings;

/**
 * The Italian rules of a table that need the service's records: the table's minimum opening followed from hand to
 * hand (docs/rules.md#opening) and the Teresina round's time on the tournament's clock. The rules a hand is checked
 * against beside the table's stacks are the core's ({@link org.tavolo.poker.table.TableRules}).
 *
 * <p>A hand nobody opened is entered with {@code "opened": false}: it moves no chips (the antes stay in
 * the pot and are entered with the hand that opens it) and raises the table's minimum opening.
 */
public final class ItalianHandRules {

    /** Enough of a table's last hands to reach back past a parol hand and its replay. */
    private static final int RECENT_HANDS = 8;

    private ItalianHandRules() {}

    /**
     * docs/rules.md#teresina (003: «un'ora al termine della quale sarà disputato un giro di Teresina»): a Teresina
     * hand belongs to the round played once the game's time has run out; before that it is refused, naming the
     * period the clock is in. After it, hands are accepted until the table is closed.
     */
    public static void requireTeresinaTime(ClockStructure structure, ClockReading now) {
        if (now.teresinaRound()) {
            return;
        }
        Map<String, Object> facts = new LinkedHashMap<>();
        facts.put("field", "game");
        facts.put("clock", now.status().name());
        facts.put("period", now.kind().name());
        facts.put("periodIndex", now.periodIndex());
        if (now.secondsLeft() != null) {
            facts.put("secondsLeft", now.secondsLeft());
        }
        String where = structure.afterLast() != AfterLast.TERESINA_ROUND
                ? "this tournament's clock plays no round of Teresina after its last period"
                : now.status() == ClockStatus.NOT_STARTED
                        ? "the clock of the game has not been started"
                        : "the clock is in period " + (now.periodIndex() + 1) + " (" + now.kind() + "), "
                                + (now.secondsLeft() == null ? "" : now.secondsLeft() + " s left");
        throw ProblemException.conflict(
                "teresina-before-its-time",
                "A round of Teresina is played when the game's time is over (docs/rules.md#teresina-time), and " + where
                        + ". Enter the game's hands as Italian poker; enter Teresina hands once the game period "
                        + "has run out.",
                facts);
    }

    /**
     * docs/rules.md#teresa-after-full: with {@code teresinaAfterFull}, whether the table's next hand is a Teresa owed
     * by a full house or better shown in its last hand (after the replay of a parol pot carried meanwhile).
     */
    public static boolean teresaOwed(TournamentSettings settings, TableInGame where) {
        if (!Boolean.TRUE.equals(settings.teresinaAfterFull())) {
            return false;
        }
        List<TeresaAfterFull.PastHand> latestFirst = HandEntry.<HandEntry>find(
                        "at.tournamentId = ?1 and at.game = ?2 and at.table = ?3 and status <> ?4 order by handNo desc",
                        where.tournamentId(),
                        where.game(),
                        where.table(),
                        HandStatus.VOID)
                .page(0, RECENT_HANDS)
                .list()
                .stream()
                .map(ItalianHandRules::past)
                .toList();
        return TeresaAfterFull.owed(latestFirst);
    }

    private static TeresaAfterFull.PastHand past(HandEntry hand) {
        RecordedHand.Settlement settled = hand.recorded().answer().settlement();
        Set<HandCategory> shown = new HashSet<>();
        if (settled != null && settled.hands() != null) {
            settled.hands().values().forEach(h -> shown.add(h.category()));
        }
        return new TeresaAfterFull.PastHand(
                shown, Boolean.TRUE.equals(hand.recorded().request().parol()));
    }

    /**
     * The minimum opening of a table's next hand in its game: jacks at the first hand and after an opened
     * one; one step up after each hand nobody opened. Voided hands do not count.
     */
    public static OpeningRequirement current(TableInGame where) {
        List<?> rows = HandEntry.nativeAt(
                        "select (recorded #>> '{answer,opening,step}')::int, "
                                + "(recorded #>> '{answer,opening,opened}')::boolean, "
                                + "(recorded #>> '{answer,opening,replayNext}')::boolean from hand_entry "
                                + "where tournament_id = ?1 and game_no = ?2 and table_no = ?3 and status <> 'VOID' "
                                + "order by hand_no desc limit 1",
                        where)
                .getResultList();
        return rows.isEmpty() ? OpeningRequirement.FIRST : next((Object[]) rows.get(0));
    }

    /**
     * What the next hand of each table of a game opens with, after its last hand, in one statement for all the
     * tables; a table without a hand yet is absent (it opens with jacks).
     */
    static Map<Integer, OpeningRequirement> atTables(long tournamentId, int game) {
        List<?> rows = HandEntry.getEntityManager()
                .createNativeQuery("select distinct on (table_no) (recorded #>> '{answer,opening,step}')::int, "
                        + "(recorded #>> '{answer,opening,opened}')::boolean, "
                        + "(recorded #>> '{answer,opening,replayNext}')::boolean, table_no from hand_entry "
                        + "where tournament_id = ?1 and game_no = ?2 and status <> 'VOID' "
                        + "order by table_no, hand_no desc")
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .getResultList();
        Map<Integer, OpeningRequirement> next = new LinkedHashMap<>();
        for (Object row : rows) {
            Object[] last = (Object[]) row;
            next.put(((Number) last[3]).intValue(), next(last));
        }
        return next;
    }

    /** The requirement after a hand whose recorded opening is {@code (step, opened, replay next, ...)}. */
    private static OpeningRequirement next(Object[] last) {
        // a hand of another game (Texas Hold'em, Teresina) recorded no opening: jacks again
        return last[0] == null
                ? OpeningRequirement.FIRST
                : new RecordedHand.Opening((Integer) last[0], null, (Boolean) last[1], (Boolean) last[2]).next();
    }
}
