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

/** Settles a hand: uncalled bets, main and side pots, split pots and odd chips (docs/rules.md#side-pots, #resti). Stateless. */
@Path("/api/settlements")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Calculator")
public class SettlementResource {

    private final SettlementCalculator calculator;

    SettlementResource(SettlementCalculator calculator) {
        this.calculator = calculator;
    }

    @POST
    @Operation(summary = "Settle a hand", description = """
            Returns the uncalled excess to its owner, lays out the main and side pots, gives each pot to the best \
            hand among the players eligible for it, splits ties in chip units with the odd units one each from the \
            first seat left of the button, and lists pots left to the director when the hands form a cycle. \
            A hand won without a showdown needs no cards.""")
    @RequestBody(
            content =
                    @Content(
                            mediaType = MediaType.APPLICATION_JSON,
                            examples = {
                                @ExampleObject(name = "Hold'em side pot", value = """
                    {"game": "TEXAS_HOLDEM", "chipUnit": 10, "button": 3,
                     "board": ["Ah", "Kd", "7c", "7d", "2s"],
                     "players": [{"seat": 1, "contributed": 120, "folded": false, "cards": ["As", "Kc"]},
                                 {"seat": 2, "contributed": 120, "folded": false, "cards": ["9s", "9d"]},
                                 {"seat": 3, "contributed": 50, "folded": false, "cards": ["Qh", "Qd"]}]}"""),
                                @ExampleObject(name = "Italian draw, resti", value = """
                    {"game": "ITALIAN_DRAW", "chipUnit": 100, "button": 4, "deck": 32,
                     "players": [{"seat": 1, "contributed": 3000, "folded": false, "cards": ["Ah", "Ad", "Ac", "8s", "8h"]},
                                 {"seat": 2, "contributed": 8000, "folded": false, "cards": ["Kh", "Kd", "Qc", "Qs", "9h"]},
                                 {"seat": 3, "contributed": 8000, "folded": false, "cards": ["Jh", "Jd", "Tc", "Ts", "7h"]},
                                 {"seat": 4, "contributed": 1000, "folded": true}]}"""),
                                @ExampleObject(name = "Won without a showdown", value = """
                    {"game": "TEXAS_HOLDEM", "chipUnit": 25, "button": 1,
                     "players": [{"seat": 1, "contributed": 0, "folded": true},
                                 {"seat": 2, "contributed": 25, "folded": true},
                                 {"seat": 3, "contributed": 300, "folded": false}]}""")
                            }))
    public SettlementView settle(@Valid @NotNull SettlementRequest request) {
        return calculator.settle(request);
    }
}
