package org.tavolo.hand.ruling;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The director's ruling on a hand's held pots, beside the hand it rules ({@code hand.HandResource}). */
@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class RulingResource {

    private final RulingService rulings;

    RulingResource(RulingService rulings) {
        this.rulings = rulings;
    }

    @POST
    @Path("/hands/{hand}/ruling")
    @Operation(summary = "The director's ruling on pots a cycle left unpaid: who wins each")
    public RuledHand rule(
            @PathParam("id") long id, @PathParam("hand") long hand, @Valid @NotNull RulingRequest request) {
        return rulings.rule(id, hand, request);
    }
}
