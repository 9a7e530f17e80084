package org.tavolo.ledger;

import jakarta.validation.constraints.Min;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The ledger's reads: a table's stacks and the chips in play in a game, as {@link ChipLedger} reads them. */
@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class LedgerResource {

    private final ChipLedger ledger;

    LedgerResource(ChipLedger ledger) {
        this.ledger = ledger;
    }

    @GET
    @Path("/tables/{table}/stacks")
    @Operation(summary = "The stack of every seat at a table; with players=true, seat by seat with the players' names")
    public StacksAtTable stacks(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @Parameter(
                            description =
                                    "true: {\"seats\": [{seat, entry, name, nickname, chips}]} instead of seat → chips")
                    @QueryParam("players")
                    @DefaultValue("false")
                    boolean players) {
        StacksAtTable stacks = ledger.stacksAt(id, table);
        return players ? stacks.named() : stacks;
    }

    @GET
    @Path("/chips")
    @Operation(summary = "Chips in play in a game: started, expected, in stacks, held in pots, and the flagged counts")
    public ChipsInPlay chips(@PathParam("id") long id, @QueryParam("game") @Min(1) Integer game) {
        return ledger.chipsInPlay(id, game);
    }
}
