package org.tavolo.calculator;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.NotNull;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.poker.chinese.TokenRule;

/** The request bodies of the Chinese poker calculator (docs/rules.md#chinese-tokens, #chinese-match). */
public final class ChinesePokerRequests {

    private ChinesePokerRequests() {}

    /**
     * One player's three hands and tokens in one deal.
     *
     * @param player his name
     * @param first  the first (strongest) hand, five cards
     * @param second the second hand, five cards
     * @param third  the third hand, five cards (three in a four-player deal)
     * @param tokens the token on the first, second and third hand
     */
    @Schema(name = "ChinesePlayerHands", description = "A player's three hands, strongest first, and the token on each")
    public record ChinesePlayerHands(
            @NotBlank String player,
            @NotNull List<@NotNull String> first,
            @NotNull List<@NotNull String> second,
            @NotNull List<@NotNull String> third,
            @NotNull List<@NotNull Integer> tokens) {}

    /**
     * One deal.
     *
     * @param rule     {@code BASE} (default) or {@code VARIANT}
     * @param tokenSet the nine token values each player has; default 0,0,1,1,2,2,3,3,4
     * @param players  2 to 4 players
     */
    @Schema(name = "ChineseDealRequest", description = "One deal of Chinese poker", example = """
            {"rule": "BASE",
             "players": [
               {"player": "Anna", "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]},
               {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                "third": ["4h","4s","Jd","9h","2d"], "tokens": [2, 3, 0]}]}""")
    public record ChineseDealRequest(
            TokenRule rule,
            List<@NotNull Integer> tokenSet,
            @NotEmpty List<@Valid @NotNull ChinesePlayerHands> players) {}

    /**
     * The players' hands of one deal of a match.
     *
     * @param players the same 2 to 4 players in every deal
     */
    @Schema(name = "ChineseMatchDeal", description = "The hands of one deal of a match")
    public record ChineseMatchDeal(@NotEmpty List<@Valid @NotNull ChinesePlayerHands> players) {}

    /**
     * A match of three deals.
     *
     * @param rule     {@code BASE} (default) or {@code VARIANT}
     * @param tokenSet the nine token values each player has; default 0,0,1,1,2,2,3,3,4
     * @param deals    exactly three deals; each player uses every token of his set once
     */
    @Schema(name = "ChineseMatchRequest", description = "A match of three deals")
    public record ChineseMatchRequest(
            TokenRule rule,
            List<@NotNull Integer> tokenSet,
            @NotEmpty List<@Valid @NotNull ChineseMatchDeal> deals) {}
}
