package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.circuit.CircuitTables;
import org.tavolo.circuit.StandingsView;
import org.tavolo.screens.Decimals;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;

/**
 * A circuit's standings for the public (docs/circuit.md#standings), on the hub: on a phone, and on the TV across the
 * room (dark, large, paging through a long table). Points of the best evenings, the evenings played and counted, the
 * rating (μ − 3σ, provisional below 10 matches), who goes to the final.
 */
@Path("/circuits/{id}")
@Produces(MediaType.TEXT_HTML)
public class CircuitPage {

    /** The page: the circuit's name and season, its lines in words, and the rule of best N. */
    public record Screen(long id, String name, String season, int bestEvenings, int qualifiers, List<Row> rows) {}

    /** A line as the page writes it, numbers in the page's language. */
    public record Row(
            int place,
            boolean tied,
            String name,
            String nickname,
            String points,
            int evenings,
            int counted,
            String rating,
            int matches,
            boolean provisional,
            boolean qualified) {}

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(Screen screen, boolean tv, Language lang);
    }

    private final CircuitTables tables;

    @PathParam("id")
    long id;

    @BeanParam
    PageLanguage page;

    CircuitPage(CircuitTables tables) {
        this.tables = tables;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> phone() {
        return page(false);
    }

    @GET
    @Path("/tv")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tv() {
        return page(true);
    }

    private RestResponse<TemplateInstance> page(boolean tv) {
        Language lang = page.language();
        StandingsView view = tables.standings(id);
        List<Row> rows = view.lines().stream()
                .map(l -> new Row(
                        l.place(),
                        l.tied(),
                        l.name(),
                        l.nickname(),
                        Decimals.points(l.points(), lang),
                        l.evenings(),
                        l.counted().size(),
                        Decimals.points(
                                BigDecimal.valueOf(l.rating().ordinal()).setScale(1, RoundingMode.HALF_UP), lang),
                        l.rating().matches(),
                        l.rating().provisional(),
                        l.qualified()))
                .toList();
        Screen screen = new Screen(
                view.circuit().id(),
                view.circuit().name(),
                view.circuit().season(),
                view.circuit().bestEvenings(),
                view.circuit().qualifiers(),
                rows);
        return page.respond(Templates.page(screen, tv, lang));
    }
}
