package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.Language;
import org.tavolo.table.DrawCheck;
import org.tavolo.table.DrawCheck.DrawnSeat;
import org.tavolo.table.DrawChecks;
import org.tavolo.table.SeedCommitmentView;
import org.tavolo.table.SeedCommitments;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The public check of a tournament's seat draws (docs/seat-draw.md#checking-a-draw-on-its-public-page): for each
 * game, the seal published before the draw, the seed and nonce revealed after it, the seating the draw gives,
 * recomputed now by the seating feature, and whether the seats the tournament keeps follow from it, said in words;
 * and the seals already published for draws still to come.
 */
@Path("/tournaments/{id}/draw")
@Produces(MediaType.TEXT_HTML)
public class RoomDrawPage {

    /** One game's draw as the page shows it: the check, and the drawn seats by table. */
    public record Game(DrawCheck check, List<Table> tables) {

        static Game of(DrawCheck check) {
            Map<Integer, List<DrawnSeat>> byTable = check.drawn().stream()
                    .collect(Collectors.groupingBy(DrawnSeat::table, TreeMap::new, Collectors.toList()));
            return new Game(
                    check,
                    byTable.entrySet().stream()
                            .map(e -> new Table(e.getKey(), e.getValue()))
                            .toList());
        }

        /** The late entries in one line. */
        public String lateNames() {
            return String.join(", ", check.lateEntries());
        }
    }

    /** A table as the draw seats it. */
    public record Table(int number, List<DrawnSeat> seats) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(
                TournamentView tournament, List<Game> games, List<SeedCommitmentView> sealed, Language lang);
    }

    private final TournamentService tournaments;
    private final DrawChecks checks;
    private final SeedCommitments commitments;

    RoomDrawPage(TournamentService tournaments, DrawChecks checks, SeedCommitments commitments) {
        this.tournaments = tournaments;
        this.checks = checks;
        this.commitments = commitments;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request) {
        Language lang = request.language();
        TournamentView tournament = tournaments.view(request.id);
        List<Game> games = checks.check(request.id).stream().map(Game::of).toList();
        List<SeedCommitmentView> sealed =
                commitments.list(request.id).stream().filter(c -> !c.revealed()).toList();
        return request.respond(Templates.page(tournament, games, sealed, lang));
    }
}
