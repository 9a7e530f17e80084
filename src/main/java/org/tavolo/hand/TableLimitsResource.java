package org.tavolo.hand;

import jakarta.validation.constraints.Min;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}/tables/{table}/limits")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Hands and chips")
public class TableLimitsResource {

    private final TableLimitsService limits;

    TableLimitsResource(TableLimitsService limits) {
        this.limits = limits;
    }

    @GET
    @Operation(
            summary = "A table's stacks, the least pair that opens its next Italian hand, and the betting limits now")
    public TableLimits limits(@PathParam("id") long id, @PathParam("table") @Min(1) int table) {
        return limits.at(id, table);
    }
}
