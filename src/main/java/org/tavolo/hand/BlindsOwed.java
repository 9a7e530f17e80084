package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Map;
import org.tavolo.clock.ClockService;
import org.tavolo.poker.betting.Blinds;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * What each seat of a Hold'em hand had to post before any choice, as the hand is checked
 * (docs/rules.md#blinds-by-position): the small and big blind seats counted from the button, at the
 * level in force now, each its blind or all its chips when it has less; every other seat nothing.
 */
@ApplicationScoped
public class BlindsOwed {

    private final TournamentService tournaments;
    private final ClockService clock;

    BlindsOwed(TournamentService tournaments, ClockService clock) {
        this.tournaments = tournaments;
        this.clock = clock;
    }

    /**
     * The chips each blind seat owes with the button at {@code button} and these stacks (seat to chips
     * when the hand began); empty outside Hold'em and when fewer than two seats have chips.
     */
    @Transactional
    public Map<Integer, Long> at(long tournamentId, Map<Integer, Long> stacks, int button) {
        Tournament tournament = tournaments.get(tournamentId);
        if (tournament.format() != TournamentFormat.TEXAS_HOLDEM) {
            return Map.of();
        }
        return Blinds.owed(
                stacks,
                button,
                Blinds.levelInForce(
                        tournament.settings().clockStructure(),
                        clock.reading(tournamentId).periodIndex()));
    }
}
