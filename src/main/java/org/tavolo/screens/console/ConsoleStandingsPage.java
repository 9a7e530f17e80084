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
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.standing.NextRoundRequest;
import org.tavolo.standing.NextRoundService;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsCsv;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The standings and qualifiers of a round in the console: shared ranks, who goes through and
 * where the cut falls; the CSV in the plain or the Italian spreadsheet dialect; publishing the
 * qualifiers on the room's screens (asked once); and the next round from the qualifiers (asked
 * once). See docs/console.md for what "publish" means here.
 */
@Path("/console/tournaments/{id}/standings")
@Produces(MediaType.TEXT_HTML)
public class ConsoleStandingsPage {

    /** What the next-round form was given, to show again in the confirmation or beside an error. */
    public record NextRound(String name, String date, String count, List<String> fromTie) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance standings(
                TournamentView tournament,
                ConsoleStandings.Board board,
                NextRound next,
                Integer published,
                String roundTyped,
                String error,
                Language lang);

        static native TemplateInstance confirmPublish(TournamentView tournament, int round, Language lang);

        static native TemplateInstance confirmNextRound(
                TournamentView tournament, int round, NextRound next, Language lang);
    }

    private final TournamentService tournaments;
    private final StandingService standings;
    private final NextRoundService nextRounds;
    private final ConsoleStandings board;

    ConsoleStandingsPage(
            TournamentService tournaments,
            StandingService standings,
            NextRoundService nextRounds,
            ConsoleStandings board) {
        this.tournaments = tournaments;
        this.standings = standings;
        this.nextRounds = nextRounds;
        this.board = board;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("round") String round,
            @QueryParam("published") String published) {
        Language lang = request.language();
        try {
            int asked = FormNumbers.integer("round", round, 1);
            return request.respond(page(id, asked, null, FormNumbers.orAbsent(published), null, lang));
        } catch (ProblemException malformed) {
            return roundRefused(id, round, malformed, lang);
        }
    }

    /** The standings file; {@code dialect=it} for an Italian spreadsheet. */
    @GET
    @Path("csv")
    @Produces({"text/csv;charset=UTF-8", MediaType.TEXT_HTML})
    @Operation(hidden = true)
    public RestResponse<?> csv(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("round") String roundTyped,
            @QueryParam("dialect") String dialect) {
        int round;
        try {
            round = FormNumbers.integer("round", roundTyped, 1);
        } catch (ProblemException malformed) {
            return roundRefused(id, roundTyped, malformed, request.language());
        }
        StandingsCsv.Dialect chosen = StandingsCsv.Dialect.named(dialect);
        String file =
                "standings-" + id + "-round-" + round + (chosen == StandingsCsv.Dialect.ITALIAN ? "-it" : "") + ".csv";
        String csv = StandingsCsv.write(standings.standings(id, round), chosen, standings.qualifiers(id, round, null));
        return RestResponse.ResponseBuilder.ok(csv, "text/csv;charset=UTF-8")
                .header("Content-Disposition", "attachment; filename=\"" + file + "\"")
                .build();
    }

    @GET
    @Path("publish")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> confirmPublish(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("round") String round) {
        try {
            int asked = FormNumbers.integer("round", round, 1);
            return request.respond(Templates.confirmPublish(tournament(id), asked, request.language()));
        } catch (ProblemException malformed) {
            return roundRefused(id, round, malformed, request.language());
        }
    }

    /** Announces the qualifiers on the room's screens. */
    @POST
    @Path("publish")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> publish(
            @BeanParam PageLanguage request, @PathParam("id") long id, @FormParam("round") String round) {
        int asked;
        try {
            asked = FormNumbers.integer("round", round, 1);
        } catch (ProblemException malformed) {
            return roundRefused(id, round, malformed, request.language());
        }
        int made = board.publish(id, asked, request.language());
        return RestResponse.seeOther(
                URI.create("/console/tournaments/" + id + "/standings?round=" + asked + "&published=" + made));
    }

    /** Asks once before the next round is created, naming it. */
    @GET
    @Path("next-round")
    @Operation(hidden = true)
    public RestResponse<?> confirmNextRound(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("round") String roundTyped,
            @QueryParam("name") String name,
            @QueryParam("date") String date,
            @QueryParam("count") String count,
            @QueryParam("fromTie") List<String> fromTie) {
        NextRound next = new NextRound(text(name), text(date), text(count), typed(fromTie));
        Language lang = request.language();
        int round;
        try {
            round = FormNumbers.integer("round", roundTyped, 1);
            FormNumbers.wholes("fromTie", next.fromTie());
        } catch (ProblemException malformed) {
            return refused(id, 1, next, malformed, lang);
        }
        if (next.name().isBlank() || parseDate(next.date()) == null) {
            String field = next.name().isBlank() ? "name" : "date";
            return refused(id, round, next, field + ": " + board.messages(lang).field_required(), lang);
        }
        try {
            nextRounds.requireReady(id, round);
        } catch (ProblemException refused) {
            return refused(id, round, next, refused, lang);
        }
        return request.respond(Templates.confirmNextRound(tournament(id), round, next, lang));
    }

    @POST
    @Path("next-round")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> nextRound(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("round") String roundTyped,
            @FormParam("name") String name,
            @FormParam("date") String date,
            @FormParam("count") String count,
            @FormParam("fromTie") List<String> fromTie) {
        NextRound next = new NextRound(text(name), text(date), text(count), typed(fromTie));
        int round;
        List<Long> tied;
        try {
            round = FormNumbers.integer("round", roundTyped, 1);
            tied = FormNumbers.wholes("fromTie", next.fromTie());
        } catch (ProblemException malformed) {
            return refused(id, 1, next, malformed, request.language());
        }
        try {
            Integer seats = next.count().isBlank() ? null : Integer.valueOf(next.count());
            long created = nextRounds
                    .create(id, new NextRoundRequest(next.name(), parseDate(next.date()), round, seats, tied))
                    .tournamentId();
            return RestResponse.seeOther(URI.create("/console/tournaments/" + created));
        } catch (NumberFormatException notANumber) {
            return refused(
                    id,
                    round,
                    next,
                    "count: " + board.messages(request.language()).field_invalid(),
                    request.language());
        } catch (ProblemException refused) {
            return refused(id, round, next, refused, request.language());
        }
    }

    /** The standings of the first round, the round's field as typed and its refusal beside it. */
    private RestResponse<TemplateInstance> roundRefused(
            long id, String typed, ProblemException malformed, Language lang) {
        NextRound form = new NextRound("", "", "", List.of());
        return lang.refuse(
                Templates.standings(
                        tournament(id), board.board(id, 1, lang), form, null, typed, lang.says(malformed), lang),
                malformed);
    }

    private static List<String> typed(List<String> values) {
        return values == null ? List.of() : values;
    }

    private TemplateInstance page(long id, int round, NextRound next, Integer published, String error, Language lang) {
        NextRound form = next != null ? next : new NextRound("", "", "", List.of());
        return Templates.standings(tournament(id), board.board(id, round, lang), form, published, null, error, lang);
    }

    private RestResponse<?> refused(long id, int round, NextRound next, String message, Language lang) {
        return lang.refuse(page(id, round, next, null, message, lang), RestResponse.Status.BAD_REQUEST);
    }

    /** A refusal of the service, with its own status: 409 when the round is not over yet. */
    private RestResponse<?> refused(long id, int round, NextRound next, ProblemException refused, Language lang) {
        return lang.refuse(
                page(id, round, next, null, lang.says(refused), lang),
                RestResponse.Status.fromStatusCode(refused.problem().status()));
    }

    private TournamentView tournament(long id) {
        return TournamentView.from(tournaments.get(id));
    }

    private static LocalDate parseDate(String date) {
        try {
            return date == null || date.isBlank() ? null : LocalDate.parse(date);
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
