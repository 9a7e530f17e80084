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
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.clock.ClockService;
import org.tavolo.clock.ClockView;
import org.tavolo.common.error.ProblemException;
import org.tavolo.ledger.FinalStack;
import org.tavolo.result.CloseItalianGameRequest;
import org.tavolo.result.CorrectResultRequest;
import org.tavolo.result.ResultCorrections;
import org.tavolo.result.ResultService;
import org.tavolo.result.VoidResultRequest;
import org.tavolo.screens.FormErrors;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The results in the console: each table's result in the current game, closing a table's game
 * (stacks from the ledger, or the final stacks entered), corrections and voids of recorded
 * results, each asked once with its reason. A form sent twice stores once: the second close finds
 * the table closed, the second correction or void finds the result void, and both answer with the
 * results as the first left them.
 */
@Path("/console/tournaments/{id}/results")
@Produces(MediaType.TEXT_HTML)
public class ConsoleResultsPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance results(
                ConsoleResults.Results results,
                String notice,
                FormErrors formErrors,
                ClosingForm typed,
                String timeLeft,
                Language lang);

        static native TemplateInstance amend(
                TournamentView tournament,
                ConsoleResults.ResultRow result,
                boolean correcting,
                TypedLines typed,
                String reason,
                String error,
                Language lang);
    }

    private final ConsoleResults views;
    private final ResultService results;
    private final ResultCorrections corrections;
    private final TournamentService tournaments;
    private final ConsoleService console;
    private final ClockService clock;

    ConsoleResultsPage(
            ConsoleResults views,
            ResultService results,
            ResultCorrections corrections,
            TournamentService tournaments,
            ConsoleService console,
            ClockService clock) {
        this.clock = clock;
        this.views = views;
        this.results = results;
        this.corrections = corrections;
        this.tournaments = tournaments;
        this.console = console;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("done") String done) {
        Language lang = request.language();
        return request.respond(Templates.results(
                views.read(id, lang), notice(done, lang), FormErrors.none(), null, timeLeft(id, lang), lang));
    }

    /** Closes the current game at a table: from the ledger, or with the final stacks entered. */
    @POST
    @Path("tables/{table}/close")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> close(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @PathParam("table") int table,
            @FormParam("game") String game,
            @FormParam("from") String from,
            @FormParam("entry") List<String> entries,
            @FormParam("chips") List<String> chips) {
        Language lang = request.language();
        ClosingForm typed = ClosingForm.of(table, entries, chips);
        try {
            int gameNumber = FormNumbers.integer("game", game);
            List<Long> ids = FormNumbers.wholes("entry", entries);
            List<FinalStack> stacks =
                    "ledger".equals(from) ? null : TypedResults.stacks(ids, chips, null, null, console.messages(lang));
            results.closeItalianGame(id, table, gameNumber, new CloseItalianGameRequest(null, stacks));
        } catch (ProblemException refused) {
            if ("/problems/table-result-exists".equals(refused.problem().type())) {
                return backTo(id, "already");
            }
            return refused(
                    id,
                    FormErrors.of(typed.field(ClosingForm.firstEntry(entries, refused)), lang.says(refused)),
                    typed,
                    RestResponse.Status.fromStatusCode(refused.problem().status()),
                    lang);
        } catch (TypedResults.InvalidChips invalid) {
            return refusedChips(id, typed, entries, invalid, lang);
        }
        return backTo(id, "closed");
    }

    /** The close's form again, the chips typed beside the entry they were typed for refused in words. */
    private RestResponse<?> refusedChips(
            long id, ClosingForm typed, List<String> entries, TypedResults.InvalidChips invalid, Language lang) {
        String entry = entries != null && invalid.index >= 0 && invalid.index < entries.size()
                ? entries.get(invalid.index)
                : null;
        return refused(
                id,
                FormErrors.of(typed.field(entry), invalid.getMessage()),
                typed,
                RestResponse.Status.BAD_REQUEST,
                lang);
    }

    /** Asks once, in words and with the reason, before a result is voided. */
    @GET
    @Path("{resultId}/void")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> confirmVoid(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("resultId") long resultId) {
        return request.respond(amend(id, resultId, false, TypedLines.NONE, null, null, request.language()));
    }

    @POST
    @Path("{resultId}/void")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> voidResult(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @PathParam("resultId") long resultId,
            @FormParam("reason") String reason) {
        Language lang = request.language();
        if (reason == null || reason.isBlank()) {
            return amendRefused(
                    id, resultId, false, reason, console.messages(lang).field_required(), lang);
        }
        try {
            corrections.voidResult(id, resultId, new VoidResultRequest(reason.strip()));
        } catch (ProblemException refused) {
            if ("/problems/result-already-void".equals(refused.problem().type())) {
                return backTo(id, "already");
            }
            return amendRefused(id, resultId, false, reason, refused, lang);
        }
        return backTo(id, "voided");
    }

    /** The correction form: the result's lines to change, and the reason, asked once. */
    @GET
    @Path("{resultId}/correct")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> correction(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("resultId") long resultId) {
        return request.respond(amend(id, resultId, true, TypedLines.NONE, null, null, request.language()));
    }

    @POST
    @Path("{resultId}/correct")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> correct(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @PathParam("resultId") long resultId,
            @FormParam("entry") List<String> entryIds,
            @FormParam("chips") List<String> values,
            @FormParam("eliminatedInHand") List<String> hands,
            @FormParam("chipsAtStartOfHand") List<String> atStart,
            @FormParam("reason") String reason) {
        Language lang = request.language();
        TypedLines typed = new TypedLines(values);
        if (reason == null || reason.isBlank()) {
            return amendRefused(
                    id, resultId, typed, reason, console.messages(lang).field_required(), lang);
        }
        try {
            List<Long> entries = FormNumbers.wholes("entry", entryIds);
            boolean italian = views.result(id, resultId, lang).italian();
            CorrectResultRequest correction = italian
                    ? new CorrectResultRequest(
                            TypedResults.stacks(entries, values, hands, atStart, console.messages(lang)),
                            null,
                            reason.strip())
                    : new CorrectResultRequest(
                            null, TypedResults.victoryPoints(entries, values, console.messages(lang)), reason.strip());
            corrections.correct(id, resultId, correction);
        } catch (ProblemException refused) {
            if ("/problems/result-void".equals(refused.problem().type())) {
                return backTo(id, "already");
            }
            return lang.refuse(amend(id, resultId, true, typed, reason, lang.says(refused), lang), refused);
        } catch (TypedResults.InvalidChips invalid) {
            return amendRefused(id, resultId, typed, reason, invalid.getMessage(), lang);
        }
        return backTo(id, "corrected");
    }

    private String notice(String done, Language lang) {
        if (done == null) {
            return null;
        }
        ConsoleMessages words = console.messages(lang);
        return switch (done) {
            case "closed" -> words.results_closed();
            case "voided" -> words.results_voided();
            case "corrected" -> words.results_corrected();
            case "already" -> words.results_already();
            default -> null;
        };
    }

    /** The void or correction form; a correction's lines as typed when it comes back refused. */
    private TemplateInstance amend(
            long id, long resultId, boolean correcting, TypedLines typed, String reason, String error, Language lang) {
        return Templates.amend(
                TournamentView.from(tournaments.get(id)),
                views.result(id, resultId, lang),
                correcting,
                typed,
                reason,
                error,
                lang);
    }

    private RestResponse<?> amendRefused(
            long id, long resultId, boolean correcting, String reason, String message, Language lang) {
        return lang.refuse(
                amend(id, resultId, correcting, TypedLines.NONE, reason, message, lang),
                RestResponse.Status.BAD_REQUEST);
    }

    private RestResponse<?> amendRefused(
            long id, long resultId, TypedLines typed, String reason, String message, Language lang) {
        return lang.refuse(amend(id, resultId, true, typed, reason, message, lang), RestResponse.Status.BAD_REQUEST);
    }

    private RestResponse<?> amendRefused(
            long id, long resultId, boolean correcting, String reason, ProblemException refused, Language lang) {
        return lang.refuse(amend(id, resultId, correcting, TypedLines.NONE, reason, lang.says(refused), lang), refused);
    }

    private RestResponse<?> refused(
            long id, FormErrors errors, ClosingForm typed, RestResponse.Status status, Language lang) {
        return lang.refuse(
                Templates.results(views.read(id, lang), null, errors, typed, timeLeft(id, lang), lang), status);
    }

    /**
     * The time the clock still has in a game period, as a clock face: a close now ends the game
     * early (the API's {@code time-left} warning, said before the close); {@code null} when none.
     */
    private String timeLeft(long id, Language lang) {
        ClockView now = clock.read(id);
        if (now.notStarted() || !now.inGame() || now.secondsLeft() == null || now.secondsLeft() <= 0) {
            return null;
        }
        return lang.face(now.secondsLeft());
    }

    private static RestResponse<?> backTo(long id, String done) {
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/results?done=" + done));
    }
}
