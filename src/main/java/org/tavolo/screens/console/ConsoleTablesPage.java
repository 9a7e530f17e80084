package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * The printable table list, beside the seat cards: per table its seats with the names and
 * nicknames of who sits there, on A4 with {@code @media print} (no header).
 */
@Path("/console/tournaments/{id}/floor/tables")
@Produces(MediaType.TEXT_HTML)
public class ConsoleTablesPage {

    /** One table of the list: its number and its seated entries, by seat. */
    public record TableList(Integer number, List<EntryView> seats) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance tables(TournamentView tournament, List<TableList> tables, Language lang);
    }

    private final TournamentService tournaments;
    private final EntryViews entries;

    ConsoleTablesPage(TournamentService tournaments, EntryViews entries) {
        this.tournaments = tournaments;
        this.entries = entries;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam PageLanguage request, @PathParam("id") long id) {
        Map<Integer, List<EntryView>> byTable = entries.list(id).stream()
                .filter(e -> e.table() != null)
                .sorted(Comparator.comparing(EntryView::seat))
                .collect(Collectors.groupingBy(EntryView::table, TreeMap::new, Collectors.toList()));
        List<TableList> tables = byTable.entrySet().stream()
                .map(t -> new TableList(t.getKey(), t.getValue()))
                .toList();
        return request.respond(Templates.tables(TournamentView.from(tournaments.get(id)), tables, request.language()));
    }
}
