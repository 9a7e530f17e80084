package org.tavolo.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.tavolo.clock.ClockService;
import org.tavolo.clock.ClockView;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsView;
import org.tavolo.table.FloorViews;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * What players and the public read during an evening: the clock, where everyone sits, and the
 * standings of the first round. It reads the same views the API answers with, so the page and the
 * API never disagree.
 */
@Path("/tournaments/{id}")
public class TournamentPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(
                TournamentView tournament, ClockView clock, List<TableView> tables, StandingsView standings);
    }

    private final TournamentService tournaments;
    private final ClockService clocks;
    private final FloorViews tables;
    private final StandingService standings;

    TournamentPage(TournamentService tournaments, ClockService clocks, FloorViews tables, StandingService standings) {
        this.tournaments = tournaments;
        this.clocks = clocks;
        this.tables = tables;
        this.standings = standings;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public TemplateInstance page(@PathParam("id") long id) {
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        return Templates.page(tournament, clocks.read(id), tables.tables(id), standings.standings(id, 1));
    }
}
