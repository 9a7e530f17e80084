package org.tavolo.circuit;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** The club side of the circuit (docs/circuit.md#the-clubs-steps): where this club sends its evenings. */
@Path("/api/circuit-link")
@Tag(name = "Circuits")
public class CircuitLinkResource {

    private final ClubSending sending;

    CircuitLinkResource(ClubSending sending) {
        this.sending = sending;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Where this club sends its evenings (the key is never shown)")
    public Map<String, Object> link() {
        return sending.link();
    }

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Set where this club sends its evenings: the hub's address, circuit, club name, key")
    public Map<String, Object> setLink(@Valid @NotNull CircuitRequests.Link link) {
        return sending.setLink(link);
    }
}
