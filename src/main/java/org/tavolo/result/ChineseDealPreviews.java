package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.tavolo.poker.Referee;
import org.tavolo.poker.chinese.DealScore;
import org.tavolo.poker.chinese.PlayerDeal;
import org.tavolo.poker.chinese.TokenRule;
import org.tavolo.poker.chinese.TokenSet;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;

/**
 * One deal of a Chinese poker match scored before the match is recorded, with the tournament's
 * token set and rule, as {@link ResultService#recordChineseDeals} scores each of its deals
 * (docs/rules.md#chinese-tokens). Stores nothing; {@link ChineseDealService} scores each deal it
 * stores here.
 */
@ApplicationScoped
public class ChineseDealPreviews {

    private final TournamentService tournaments;

    ChineseDealPreviews(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    /** The deal scored by the core; refusals name the player's index ({@code players[1].second}). */
    public DealScore deal(long tournamentId, List<PlayerDeal> players) {
        TournamentSettings settings = tournaments.get(tournamentId).settings();
        return Referee.scoreChineseDeal(players, tokens(tournamentId), rule(settings));
    }

    /** The tokens each player bets with over a match. */
    public TokenSet tokens(long tournamentId) {
        return new TokenSet(tournaments.get(tournamentId).settings().chineseTokens());
    }

    private static TokenRule rule(TournamentSettings settings) {
        return settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
    }
}
