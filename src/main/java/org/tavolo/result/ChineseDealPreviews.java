package org.tavolo.result;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
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
    private DealScore deal(long tournamentId, List<PlayerDeal> players) {
        TournamentSettings settings = tournaments.get(tournamentId).settings();
        return Referee.scoreChineseDeal(players, tokens(tournamentId), rule(settings));
    }

    /**
     * A deal as entered ({@link ChineseDealRequest#players()}) scored as storing it scores it, storing nothing;
     * refusals name the player's index ({@code players[1].second}).
     */
    public ChineseDealPreview preview(long tournamentId, List<ChineseMatchDealsRequest.Hands> hands) {
        List<PlayerDeal> players = new ArrayList<>();
        for (int p = 0; p < hands.size(); p++) {
            players.add(TableScoring.playerDeal(hands.get(p), "players[" + p + "]."));
        }
        return ChineseDealPreview.of(deal(tournamentId, players));
    }

    /** The tokens each player bets with over a match. */
    public TokenSet tokens(long tournamentId) {
        return new TokenSet(tournaments.get(tournamentId).settings().chineseTokens());
    }

    private static TokenRule rule(TournamentSettings settings) {
        return settings.chineseVariant() ? TokenRule.VARIANT : TokenRule.BASE;
    }
}
