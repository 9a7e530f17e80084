package org.tavolo.count;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}/tables/{table}/chip-counts")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class ChipCountResource {

    private final ChipCountService counts;

    ChipCountResource(ChipCountService counts) {
        this.counts = counts;
    }

    @POST
    @Operation(summary = "Count stacks at a table, with a reason; a count that changes the total is flagged")
    public ChipCountAnswer count(
            @PathParam("id") long id, @PathParam("table") @Min(1) int table, @Valid @NotNull ChipCountRequest request) {
        return counts.count(id, table, request);
    }
}
