package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.audit.AuditTrail;
import org.tavolo.audit.AuditView;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.common.time.ClubTime;
import org.tavolo.screens.AccessNames;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * A tournament's audit trail in the console, newest first, a page at a time, each line said in the
 * reader's language from its action and facts ({@link AuditSentences}).
 */
@Path("/console/tournaments/{id}/audit")
@Produces(MediaType.TEXT_HTML)
public class ConsoleAuditPage {

    static final int PAGE_SIZE = 50;

    private static final DateTimeFormatter ITALIAN = DateTimeFormatter.ofPattern("dd/MM/yyyy HH:mm:ss");
    private static final DateTimeFormatter ENGLISH =
            DateTimeFormatter.ofPattern("d MMM yyyy HH:mm:ss", java.util.Locale.ENGLISH);

    /** One line of the trail, its time in the reader's numbers, its change in the reader's words. */
    public record Line(String at, String actor, AuditSentences.Said said) {}

    /** One page of the trail; {@code previous} is null on the first page, {@code next} after a page not full. */
    public record Trail(List<Line> lines, int page, Integer previous, Integer next) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance audit(TournamentView tournament, Trail trail, Language lang);
    }

    private final TournamentService tournaments;
    private final AuditTrail audit;
    private final ZoneId zone;

    ConsoleAuditPage(TournamentService tournaments, AuditTrail audit, ClubTime clubTime) {
        this.tournaments = tournaments;
        this.audit = audit;
        this.zone = clubTime.zone();
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("page") String page) {
        Language lang = request.language();
        PageRequest asked = PageRequest.of(FormNumbers.orAbsent(page), PAGE_SIZE);
        TournamentView tournament = tournaments.view(id);
        List<AuditView> read = audit.linesOf(id, asked);
        DateTimeFormatter format = lang.italian() ? ITALIAN : ENGLISH;
        AuditSentences sentences = new AuditSentences(lang, id);
        List<Line> lines = read.stream()
                .map(e -> new Line(
                        format.format(e.occurredAt().atZone(zone)), AccessNames.say(e.actor(), lang), sentences.say(e)))
                .toList();
        Trail trail = new Trail(
                lines,
                asked.page(),
                asked.page() == 0 ? null : asked.page() - 1,
                read.size() == PAGE_SIZE ? asked.page() + 1 : null);
        return request.respond(Templates.audit(tournament, trail, lang));
    }
}
