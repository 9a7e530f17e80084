package org.tavolo.hand;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.poker.Referee.SettledHand;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.betting.HandAgainstStacks;
import org.tavolo.poker.betting.Opener;
import org.tavolo.poker.betting.OpeningRequirement;
import org.tavolo.poker.clock.AfterLast;
import org.tavolo.poker.clock.ClockReading;
import org.tavolo.poker.clock.ClockStatus;
import org.tavolo.poker.clock.ClockStructure;
import org.tavolo.poker.evaluation.Game;
import org.tavolo.poker.settlement.ItalianStakes;
import org.tavolo.poker.settlement.Settlement;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentSettings;

/**
 * The Italian rules an entered hand is checked against, beside the table's stacks ({@link TableAtPlay}):
 * a player who cannot cover the ante and the opening is out of the game (docs/rules.md#covering-the-ante),
 * a contribution no legal betting could produce is refused (docs/rules.md#betting-limits), and the table's
 * minimum opening is followed from hand to hand (docs/rules.md#opening).
 *
 * <p>A hand nobody opened is entered with {@code "opened": false}: it moves no chips (the antes stay in
 * the pot and are entered with the hand that opens it) and raises the table's minimum opening.
 */
final class ItalianHandRules {

    private ItalianHandRules() {}

    /**
     * Checks a hand before it is settled; answers the opening requirement it was played under (Italian draw),
     * or null for other games.
     */
    static RecordedHand.Opening check(
            Tournament tournament, Game game, TableAtPlay table, EnterHandRequest request, ClockReading now) {
        if (game != Game.ITALIAN_DRAW && !opened(request)) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian poker hand can be entered as one nobody opened; this is " + game.inWords() + ".",
                    Map.of("field", "opened"));
        }
        ParolHands.requireApplicable(game, request);
        if (!game.italian()) {
            return null;
        }
        TournamentSettings settings = tournament.settings();
        if (game == Game.TERESINA) {
            requireTeresinaTime(settings.clockStructure(), now);
            ParolHands.requireNoReplayWaiting(table, game);
        }
        long ante = game == Game.TERESINA ? settings.ante() / 2 : settings.ante();
        if (request.opener() != null && (game != Game.ITALIAN_DRAW || !opened(request))) {
            throw new RuleViolation(
                    "option-not-applicable",
                    "Only an Italian poker hand that was opened names its opener; this is "
                            + (game == Game.ITALIAN_DRAW ? "a hand nobody opened." : game.inWords() + "."),
                    Map.of("field", "opener"));
        }
        HandAgainstStacks hand = table.against(request.players());
        if (game == Game.ITALIAN_DRAW && !opened(request)) {
            hand.requireNothingMoved();
            return RecordedHand.Opening.of(
                    current(table.where()), false, ParolHands.replayNext(tournament, table, request));
        }
        if (game != Game.ITALIAN_DRAW) {
            hand.requirePossible(ante);
            return null;
        }
        OpeningRequirement requirement = current(table.where());
        boolean replayNext = ParolHands.replayNext(tournament, table, request);
        if (CarriedPotMove.at(table.where()).replay()) {
            // a replayed parol pot takes no ante: its bets are checked by the core (docs/rules.md#parol)
            ParolHands.checkOpener(tournament, table, request, requirement);
            return RecordedHand.Opening.of(requirement, true, replayNext);
        }
        Opener opener = ItalianOpeners.checked(tournament, table, request, requirement);
        requireCovered(table, hand, new ItalianStakes(ante, opener == null ? settings.chipUnit() : opener.amount()));
        hand.requirePossible(ante);
        if (opener != null) {
            hand.requireOpeningCalled(ante + opener.amount());
        }
        return RecordedHand.Opening.of(requirement, true, replayNext);
    }

    /**
     * docs/rules.md#teresina (003: «un'ora al termine della quale sarà disputato un giro di Teresina»): a Teresina
     * hand belongs to the round played once the game's time has run out; before that it is refused, naming the
     * period the clock is in. After it, hands are accepted until the table is closed.
     */
    private static void requireTeresinaTime(ClockStructure structure, ClockReading now) {
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

    /** Whether the hand was opened: true unless the request says it was not. */
    static boolean opened(EnterHandRequest request) {
        return !Boolean.FALSE.equals(request.opened());
    }

    /** The settlement of a hand nobody opened: no pot is paid, every chip stays where it is. */
    static SettledHand nothingSettled() {
        return new SettledHand(new Settlement(Map.of(), List.of(), Map.of()), Map.of());
    }

    /**
     * The minimum opening of a table's next hand in its game: jacks at the first hand and after an opened
     * one; one step up after each hand nobody opened. Voided hands do not count.
     */
    static OpeningRequirement current(TableInGame where) {
        List<?> rows = HandEntry.nativeAt(
                        "select (recorded #>> '{answer,opening,step}')::int, "
                                + "(recorded #>> '{answer,opening,opened}')::boolean, "
                                + "(recorded #>> '{answer,opening,replayNext}')::boolean from hand_entry "
                                + "where tournament_id = ?1 and game_no = ?2 and table_no = ?3 and status <> 'VOID' "
                                + "order by hand_no desc limit 1",
                        where)
                .getResultList();
        if (rows.isEmpty()) {
            return OpeningRequirement.FIRST;
        }
        Object[] last = (Object[]) rows.get(0);
        // a hand of another game (Texas Hold'em, Teresina) recorded no opening: jacks again
        return last[0] == null
                ? OpeningRequirement.FIRST
                : new RecordedHand.Opening((Integer) last[0], null, (Boolean) last[1], (Boolean) last[2]).next();
    }

    /** docs/rules.md#covering-the-ante: the core's check, its refusal naming the seat's entry too. */
    private static void requireCovered(TableAtPlay table, HandAgainstStacks hand, ItalianStakes stakes) {
        try {
            hand.requireAnteCovered(stakes);
        } catch (RuleViolation refused) {
            throw refused.with(
                    "entry", table.entryAt((Integer) refused.details().get("seat")));
        }
    }
}
