package org.tavolo.table;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments/{id}/draw-commitments")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "Tables and seats")
public class SeedCommitmentResource {

    private final SeedCommitments commitments;

    SeedCommitmentResource(SeedCommitments commitments) {
        this.commitments = commitments;
    }

    @POST
    @Operation(
            summary = "Commit to the seed of the next draw (commit, then reveal)",
            description =
                    "The server picks the seed of the next game's draw now and publishes only its SHA-256 "
                            + "(of \"<seed>:<nonce>\"); that draw then uses exactly this seed (a draw asked with another seed: "
                            + "409 seed-committed), and the seed and nonce are published once it is made "
                            + "(docs/seat-draw.md#commit-then-reveal). Asked again before the draw, the same commitment answers 200.")
    public Response commit(@PathParam("id") long id) {
        SeedCommitments.Committed done = commitments.commit(id);
        if (done.repeated()) {
            return Response.ok(done.view()).build();
        }
        return Response.created(URI.create("/api/tournaments/" + id + "/draw-commitments"))
                .entity(done.view())
                .build();
    }

    @GET
    @Operation(summary = "Every seed commitment: the hash, and the seed and nonce of each game already drawn")
    public List<SeedCommitmentView> list(@PathParam("id") long id) {
        return commitments.list(id);
    }
}
