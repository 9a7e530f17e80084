package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.time.ClubTime;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.table.FloorViews;
import org.tavolo.table.SeedCommitmentView;
import org.tavolo.table.SeedCommitments;
import org.tavolo.table.TableViews.DrawView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * How anyone checks a tournament's seat draws (docs/seat-draw.md): for each game the method in
 * words, the seed, the commitment published before the draw and its nonce, the seating the draw
 * gave, the steps of the check, and the JSON behind the page.
 */
@Path("/console/tournaments/{id}/draws")
@Produces(MediaType.TEXT_HTML)
public class ConsoleDrawsPage {

    /**
     * One game's draw as the page shows it.
     *
     * @param kept       the game kept the seats of the one before, without a draw
     * @param commitment the commitment published before the draw, null when none was
     */
    public record Checked(DrawView draw, boolean kept, String drawnAt, int players, SeedCommitmentView commitment) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance draws(
                TournamentView tournament, List<Checked> draws, List<SeedCommitmentView> pending, Language lang);
    }

    private final TournamentService tournaments;
    private final FloorViews floorViews;
    private final SeedCommitments commitments;
    private final ZoneId zone;

    ConsoleDrawsPage(
            TournamentService tournaments, FloorViews floorViews, SeedCommitments commitments, ClubTime clubTime) {
        this.tournaments = tournaments;
        this.floorViews = floorViews;
        this.commitments = commitments;
        this.zone = clubTime.zone();
    }

    /** The address of one game's draw on this page. */
    static String href(long tournamentId, int game) {
        return "/console/tournaments/" + tournamentId + "/draws#game-" + game;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        Map<Integer, SeedCommitmentView> promised =
                commitments.list(id).stream().collect(Collectors.toMap(SeedCommitmentView::game, Function.identity()));
        List<DrawView> made = floorViews.draws(id);
        List<Checked> draws = made.stream()
                .map(d -> new Checked(
                        d,
                        d.seed() == null,
                        lang.when(d.drawnAt(), zone),
                        d.entryOrder().size(),
                        promised.get(d.gameNumber())))
                .toList();
        List<SeedCommitmentView> pending =
                promised.values().stream().filter(c -> !c.revealed()).toList();
        return request.respond(Templates.draws(tournament, draws, pending, lang));
    }
}
