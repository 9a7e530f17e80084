package org.tavolo.web;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/** The public front page: the club's tournaments, newest first. */
@Path("/")
public class HomePage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance index(List<TournamentView> tournaments);
    }

    private final TournamentService tournaments;

    HomePage(TournamentService tournaments) {
        this.tournaments = tournaments;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public TemplateInstance index() {
        return Templates.index(tournaments.list(PageRequest.FIRST).stream()
                .map(TournamentView::from)
                .toList());
    }
}
