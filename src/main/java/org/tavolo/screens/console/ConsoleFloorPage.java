package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.Comparator;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.clock.ClockService;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.security.PublicAddress;
import org.tavolo.table.DrawUndo;
import org.tavolo.table.FloorViews;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.SeatDraws;
import org.tavolo.table.SeedCommitments;
import org.tavolo.table.TableViews.DrawView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The floor in the console: the clock's controls beside the live clock (its fragment re-read when
 * the tournament's event stream says the clock changed, counted down in between), the seat draw asked once in words with its published seed, and the printable
 * seat cards (A4, one card per player).
 */
@Path("/console/tournaments/{id}/floor")
@Produces(MediaType.TEXT_HTML)
public class ConsoleFloorPage {

    private static final long MINUTE = 60;
    private static final String CLOCK_CHANGED = "/problems/clock-changed";

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance floor(
                TournamentView tournament,
                ClockFace face,
                List<DrawView> draws,
                SeedPromise promise,
                FloorStep step,
                List<EntryView> seated,
                String notice,
                String error,
                SeedTyped seed,
                Language lang);

        static native TemplateInstance floor$clock(TournamentView tournament, ClockFace face, Language lang);

        static native TemplateInstance confirmDraw(
                TournamentView tournament, int game, String seed, String error, Language lang);

        static native TemplateInstance cards(TournamentView tournament, List<SeatCard> seated, Language lang);
    }

    private final TournamentService tournaments;
    private final ClockService clock;
    private final SeatDraws floor;
    private final FloorViews floorViews;
    private final EntryViews entries;
    private final ConsoleService console;
    private final SeedCommitments commitments;
    private final GameLifecycle lifecycle;
    private final DrawUndo undo;
    private final PublicAddress address;

    ConsoleFloorPage(
            TournamentService tournaments,
            ClockService clock,
            SeatDraws floor,
            FloorViews floorViews,
            EntryViews entries,
            ConsoleService console,
            SeedCommitments commitments,
            GameLifecycle lifecycle,
            DrawUndo undo,
            PublicAddress address) {
        this.lifecycle = lifecycle;
        this.undo = undo;
        this.address = address;
        this.tournaments = tournaments;
        this.clock = clock;
        this.floor = floor;
        this.floorViews = floorViews;
        this.entries = entries;
        this.console = console;
        this.commitments = commitments;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("undone") String undoneTyped) {
        Language lang = request.language();
        Integer undone = FormNumbers.orAbsent(undoneTyped);
        String notice = undone == null ? null : console.messages(lang).undo_draw_done(undone, undone - 1);
        return request.respond(floor(id, notice, null, lang));
    }

    @GET
    @Path("clock")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> clockFragment(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Language lang = request.language();
        return request.respond(Templates.floor$clock(tournaments.view(id), ClockFace.of(clock.read(id), lang), lang));
    }

    /**
     * A clock button, pressed only on the clock of the version the page showed (the form's hidden
     * field): a form sent twice moves the clock once, the second finding the clock changed.
     */
    @POST
    @Path("clock/{action}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> control(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @PathParam("action") String action,
            @FormParam("version") String versionTyped) {
        try {
            Long version = FormNumbers.optionalWhole("version", versionTyped);
            switch (action) {
                case "start" -> clock.start(id, version);
                case "pause" -> clock.pause(id, version);
                case "resume" -> clock.resume(id, version);
                case "next" -> clock.next(id, version);
                case "previous" -> clock.previous(id, version);
                case "plus" -> clock.addTime(id, MINUTE, version);
                case "minus" -> clock.removeTime(id, MINUTE, version);
                default -> throw ProblemException.notFound("clock action", action);
            }
        } catch (ProblemException refused) {
            if (!CLOCK_CHANGED.equals(refused.problem().type())) {
                return refused(id, refused, request.language());
            }
        }
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/floor"));
    }

    /** Asks once, in words, before the seats are drawn (and, for the next game, replaced). */
    @GET
    @Path("draw")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> confirmDraw(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("seed") String seed) {
        if (!isSeed(seed)) {
            return seedRefused(id, seed, request.language());
        }
        return request.respond(confirmDraw(id, seed, null, request.language()));
    }

    /** Whether a typed seed may be drawn with: none (the system picks one), or a whole number 0 or more. */
    private static boolean isSeed(String typed) {
        try {
            FormNumbers.optionalWhole("seed", typed);
            return true;
        } catch (ProblemException malformed) {
            return false;
        }
    }

    /** The floor page again, the seed kept in its field with the refusal beside it, and nothing drawn. */
    private RestResponse<TemplateInstance> seedRefused(long id, String typed, Language lang) {
        String value = typed.strip();
        SeedTyped seed = new SeedTyped(value, console.formMessages(lang).seed_malformed(value));
        return lang.refuse(floor(id, null, null, seed, lang), RestResponse.Status.BAD_REQUEST);
    }

    private TemplateInstance confirmDraw(long id, String seed, String error, Language lang) {
        int game = floorViews.draws(id).size() + 1;
        return Templates.confirmDraw(tournaments.view(id), game, seed == null ? "" : seed.strip(), error, lang);
    }

    @POST
    @Path("draw")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> draw(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("seed") String seed,
            @FormParam("game") String gameTyped) {
        Integer game;
        try {
            game = FormNumbers.optionalInteger("game", gameTyped);
        } catch (ProblemException malformed) {
            // the confirmation the form came from, asked again for the game to draw now, the seed kept
            Language lang = request.language();
            return lang.refuse(confirmDraw(id, seed, lang.says(malformed), lang), malformed);
        }
        if (!isSeed(seed)) {
            return seedRefused(id, seed, request.language());
        }
        try {
            Long given = FormNumbers.optionalWhole("seed", seed);
            if (tournaments.view(id).drawn()) {
                // The game the confirmation named: sent twice, the same draw answers; never a game further.
                floor.nextGame(id, game == null ? floorViews.draws(id).size() + 1 : game, given);
            } else {
                floor.firstDraw(id, given);
            }
        } catch (ProblemException refused) {
            return refused(id, refused, request.language());
        }
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/floor"));
    }

    /**
     * Undoes the draw of the latest game, asked once on the floor page naming the game: refused (409)
     * once anything is recorded on it, or when it is not the latest or the first.
     */
    @POST
    @Path("draws/{game}/undo")
    @Operation(hidden = true)
    public RestResponse<?> undoDraw(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("game") int game) {
        try {
            undo.undo(id, game);
        } catch (ProblemException refused) {
            return refused(id, refused, request.language());
        }
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/floor?undone=" + game));
    }

    /** Publishes the commitment to the next draw's seed (commit, then reveal); asked twice, the same one. */
    @POST
    @Path("commitment")
    @Operation(hidden = true)
    public RestResponse<?> commit(@BeanParam PageLanguage request, @PathParam("id") long id) {
        try {
            commitments.commit(id);
        } catch (ProblemException refused) {
            return refused(id, refused, request.language());
        }
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/floor#draw-title"));
    }

    @GET
    @Path("cards")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> cards(@BeanParam PageLanguage request, @PathParam("id") long id) {
        String base = address.base();
        List<SeatCard> cards =
                seated(id).stream().map(e -> SeatCard.of(e, base, id)).toList();
        return request.respond(Templates.cards(tournaments.view(id), cards, request.language()));
    }

    private List<EntryView> seated(long id) {
        return entries.list(id).stream()
                .filter(e -> e.table() != null)
                .sorted(Comparator.comparing(EntryView::table).thenComparing(EntryView::seat))
                .toList();
    }

    private TemplateInstance floor(long id, String notice, String error, Language lang) {
        return floor(id, notice, error, SeedTyped.NONE, lang);
    }

    private TemplateInstance floor(long id, String notice, String error, SeedTyped seed, Language lang) {
        List<DrawView> draws = floorViews.draws(id);
        TournamentView tournament = tournaments.view(id);
        SeedPromise promise = new SeedPromise(draws.size() + 1, commitments.list(id), commitments.drawCanCome(id));
        FloorStep step = FloorStep.of(lifecycle.of(id), tournaments.settings(id).gamesPerRound());
        return Templates.floor(
                tournament,
                ClockFace.of(clock.read(id), lang),
                draws,
                promise,
                step,
                seated(id),
                notice,
                error,
                seed,
                lang);
    }

    private RestResponse<?> refused(long id, ProblemException refused, Language lang) {
        return lang.refuse(floor(id, null, lang.says(refused), lang), refused);
    }
}
