package org.tavolo.screens.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.util.List;
import java.util.stream.Collectors;
import org.tavolo.screens.ClockScreen;
import org.tavolo.screens.ClockScreens;
import org.tavolo.tournament.TournamentService;

/**
 * What the console's clock shows beside the countdown, made for the format ({@code inject:floorClock} in
 * templates), as the TV clock and the director's header show it: the game of the round, the piatto
 * iniziale, the minimum opening and the Teresina round in Italian draw; the level's blinds and ante in
 * Hold'em; the match's deals and the players' tokens in Chinese poker, which plays for no chips.
 */
@ApplicationScoped
@Named("floorClock")
public class FloorClock {

    private final ClockScreens clocks;
    private final TournamentService tournaments;

    FloorClock(ClockScreens clocks, TournamentService tournaments) {
        this.clocks = clocks;
        this.tournaments = tournaments;
    }

    /** The tournament's clock as the TV shows it: format, game of the round, openings. */
    public ClockScreen of(long tournamentId) {
        return clocks.clock(tournamentId);
    }

    /** Each player's nine Chinese poker tokens, as words: {@code 1 · 1 · 2 · …}. */
    public String tokens(long tournamentId) {
        List<Integer> tokens = tournaments.settings(tournamentId).chineseTokens();
        return tokens.stream().map(String::valueOf).collect(Collectors.joining(" · "));
    }
}
