package org.tavolo.player;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.paging.PageRequest;

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
    @Operation(
            summary = "Add a player to the club register",
            description = "409 duplicate-player, with the existing player in `existing`, when the register already "
                    + "has this name and nickname (ignoring case); createAnyway=true registers a namesake.")
    public Response register(
            @Parameter(description = "Register a namesake of an existing player on purpose")
                    @QueryParam("createAnyway")
                    @DefaultValue("false")
                    boolean createAnyway,
            @Valid @NotNull RegisterPlayerRequest request) {
        Player player = createAnyway
                ? players.registerNamesake(request.name(), request.nickname(), request.contact())
                : players.register(request.name(), request.nickname(), request.contact());
        PlayerView created = PlayerView.from(player);
        return Response.created(URI.create("/api/players/" + created.id()))
                .entity(created)
                .build();
    }

    @GET
    @Operation(summary = "The club register, by name, a page at a time")
    public List<PlayerView> list(
            @Parameter(description = "The page, from 0") @QueryParam("page") Integer page,
            @Parameter(description = "Rows per page: 100 unless given, at most 1000") @QueryParam("size")
                    Integer size) {
        return players.list(PageRequest.of(page, size)).stream()
                .map(PlayerView::from)
                .toList();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One player")
    public PlayerView get(@PathParam("id") long id) {
        return PlayerView.from(players.get(id));
    }

    @PUT
    @Path("/{id}")
    @Operation(
            summary = "Change a player's name, nickname and contact",
            description = "The whole record, as when registering. 409 duplicate-player, with the other player in "
                    + "`existing`, when another player already has the new name and nickname (ignoring case); "
                    + "saveAnyway=true saves it anyway, making this player their namesake.")
    public PlayerView edit(
            @PathParam("id") long id,
            @Parameter(description = "Save a name and nickname another player already has, on purpose")
                    @QueryParam("saveAnyway")
                    @DefaultValue("false")
                    boolean saveAnyway,
            @Valid @NotNull RegisterPlayerRequest request) {
        return PlayerView.from(players.edit(id, request.name(), request.nickname(), request.contact(), saveAnyway));
    }
}
