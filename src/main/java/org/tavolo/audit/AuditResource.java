package org.tavolo.audit;

import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;

/** The audit trail of one tournament. */
@Path("/api/tournaments/{id}/audit")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Audit trail")
public class AuditResource {

    private final AuditTrail audit;
    private final AuditedTournaments tournaments;

    AuditResource(AuditTrail audit, AuditedTournaments tournaments) {
        this.audit = audit;
        this.tournaments = tournaments;
    }

    @GET
    @Operation(summary = "Who changed what in a tournament, and when, newest first, a page at a time")
    public List<AuditView> ofTournament(
            @PathParam("id") long id,
            @Parameter(description = "The page, from 0") @QueryParam("page") Integer page,
            @Parameter(description = "Rows per page: 100 unless given, at most 1000") @QueryParam("size")
                    Integer size) {
        PageRequest asked = PageRequest.of(page, size);
        tournaments.requireExists(id);
        return audit.ofTournament(id, asked).stream().map(AuditView::from).toList();
    }

    /** The club-wide trail: player registrations and every tournament's changes. */
    @Path("/api/audit")
    @Produces(MediaType.APPLICATION_JSON)
    @Tag(name = "Audit trail")
    public static class Club {

        private final AuditTrail audit;

        Club(AuditTrail audit) {
            this.audit = audit;
        }

        @GET
        @Operation(summary = "The latest changes across the club, newest first")
        public List<AuditView> latest(@QueryParam("limit") @DefaultValue("100") int limit) {
            if (limit < 1 || limit > 1000) {
                throw ProblemException.badRequest(
                        "invalid-limit", "limit is between 1 and 1000.", Map.of("field", "limit"));
            }
            return audit.latest(limit).stream().map(AuditView::from).toList();
        }
    }
}
