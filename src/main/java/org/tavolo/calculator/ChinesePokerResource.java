package org.tavolo.calculator;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.ExampleObject;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.calculator.ChinesePokerRequests.ChineseDealRequest;
import org.tavolo.calculator.ChinesePokerRequests.ChineseMatchRequest;
import org.tavolo.calculator.ChinesePokerViews.ChineseDealView;
import org.tavolo.calculator.ChinesePokerViews.ChineseMatchView;

/** Scores Chinese poker: one deal, or a match of three deals (docs/rules.md#chinese-tokens, #chinese-match). Stateless. */
@Path("/api/chinese-poker")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Calculator")
public class ChinesePokerResource {

    private static final String ANNA = "{\"player\": \"Anna\", \"first\": [\"Kh\",\"Jh\",\"Th\",\"3h\",\"2h\"],"
            + " \"second\": [\"Kd\",\"Kc\",\"6d\",\"6s\",\"4c\"], \"third\": [\"5s\",\"5c\",\"As\",\"Qc\",\"Ts\"], \"tokens\": ";
    private static final String BRUNO = "{\"player\": \"Bruno\", \"first\": [\"Ad\",\"Ac\",\"Ah\",\"9c\",\"9d\"],"
            + " \"second\": [\"8c\",\"8d\",\"8s\",\"7c\",\"2c\"], \"third\": [\"4h\",\"4s\",\"Jd\",\"9h\",\"2d\"], \"tokens\": ";

    private final ChinesePokerCalculator calculator;

    ChinesePokerResource(ChinesePokerCalculator calculator) {
        this.calculator = calculator;
    }

    @POST
    @Path("/deals")
    @Operation(summary = "Score one deal", description = """
            Each player gives his three hands, strongest first (five cards each; the third has three cards in a \
            four-player deal), and the token placed on each. The hands must be in decreasing order. Rows are \
            compared one by one; under the BASE rule the best hand collects every token of the row (tied winners \
            take back only their own), under the VARIANT each hand collects the token of the hand just below it. \
            The default token set is 0,0,1,1,2,2,3,3,4.""")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            examples = {
                                @ExampleObject(name = "Two players, base rule", value = """
                    {"rule": "BASE",
                     "players": [
                       {"player": "Anna", "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                        "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]},
                       {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                        "third": ["4h","4s","Jd","9h","2d"], "tokens": [2, 3, 0]}]}"""),
                                @ExampleObject(name = "Three players, variant", value = """
                    {"rule": "VARIANT",
                     "players": [
                       {"player": "Anna", "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                        "third": ["5s","5c","As","Qc","Ts"], "tokens": [0, 1, 4]},
                       {"player": "Bruno", "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                        "third": ["4h","4s","Jd","9h","2d"], "tokens": [2, 3, 0]},
                       {"player": "Carla", "first": ["Qd","Jc","Tc","9s","8h"], "second": ["Qh","Qs","7s","7h","3c"],
                        "third": ["5d","5h","6c","3s","2s"], "tokens": [1, 2, 3]}]}""")
                            }))
    public ChineseDealView deal(@Valid @NotNull ChineseDealRequest request) {
        return calculator.deal(request);
    }

    @POST
    @Path("/matches")
    @Operation(summary = "Score a match of three deals", description = """
            Three deals among the same 2 to 4 players. Over the match each player uses every token of his set \
            exactly once; collected token values are victory points and the highest total wins.""")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            examples = {
                                @ExampleObject(
                                        name = "Two players, default tokens",
                                        value = "{\"rule\": \"BASE\", \"deals\": [\n"
                                                + "{\"players\": [" + ANNA + "[0, 1, 4]},\n" + BRUNO + "[2, 3, 0]}]},\n"
                                                + "{\"players\": [" + ANNA + "[0, 1, 2]},\n" + BRUNO + "[4, 1, 0]}]},\n"
                                                + "{\"players\": [" + ANNA + "[2, 3, 3]},\n" + BRUNO + "[1, 2, 3]}]}]}")
                            }))
    public ChineseMatchView match(@Valid @NotNull ChineseMatchRequest request) {
        return calculator.match(request);
    }
}
