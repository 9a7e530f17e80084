package org.tavolo.tournament;

import java.net.URI;
import java.util.List;

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

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("/api/tournaments")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Tournaments")
public class TournamentResource {

    private final TournamentService tournaments;

    TournamentResource(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @POST
    @Operation(summary = "Announce a tournament")
    public Response create(@Valid @NotNull CreateTournamentRequest request) {
        TournamentView created = TournamentView.from(tournaments.announce(request));
        return Response.created(URI.create("/api/tournaments/" + created.id())).entity(created).build();
    }

    @GET
    @Path("/{id}")
    @Operation(summary = "One tournament")
    public TournamentView get(@PathParam("id") long id) {
        return TournamentView.from(tournaments.get(id));
    }

    @GET
    @Operation(summary = "All tournaments, newest first")
    public List<TournamentView> list() {
        return tournaments.list().stream().map(TournamentView::from).toList();
    }
}
