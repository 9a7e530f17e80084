package org.tavolo.audit;

import java.util.List;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;

@Path("/api")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Audit trail")
public class AuditResource {

    private final AuditTrail audit;

    AuditResource(AuditTrail audit) {
        this.audit = audit;
    }

    @GET
    @Path("/tournaments/{id}/audit")
    @Operation(summary = "Who changed what in a tournament, and when, newest first")
    public List<AuditView> ofTournament(@PathParam("id") long id) {
        return audit.ofTournament(id).stream().map(AuditView::from).toList();
    }

    @GET
    @Path("/audit")
    @Operation(summary = "The latest changes across the club, newest first")
    public List<AuditView> latest(@QueryParam("limit") @DefaultValue("100") int limit) {
        if (limit < 1 || limit > 1000) {
            throw ProblemException.badRequest("invalid-limit", "limit is between 1 and 1000.", java.util.Map.of("field", "limit"));
        }
        return audit.latest(limit).stream().map(AuditView::from).toList();
    }
}
