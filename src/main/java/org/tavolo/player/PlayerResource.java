package org.tavolo.player;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
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

@Path("/api/players")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Players")
public class PlayerResource {

    private final PlayerService players;

    PlayerResource(PlayerService players) {
        this.players = players;
    }

    @POST
    @Operation(summary = "Add a player to the club register")
    public Response register(@Valid @NotNull RegisterPlayerRequest request) {
        PlayerView created = PlayerView.from(players.register(request.name(), request.nickname(), request.contact()));
        return Response.created(URI.create("/api/players/" + created.id()))
                .entity(created)
                .build();
    }

    @GET
    @Operation(summary = "The club register, by name")
    public List<PlayerView> list() {
        return players.list().stream().map(PlayerView::from).toList();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One player")
    public PlayerView get(@PathParam("id") long id) {
        return PlayerView.from(players.get(id));
    }
}
