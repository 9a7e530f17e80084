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
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.player.PlayerSearch;
import org.tavolo.player.PlayerService;
import org.tavolo.player.PlayerView;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;

/**
 * The club's player register in the console: search as you type (htmx swaps the results
 * fragment; without JavaScript the search form still posts), and a form to add a player that
 * warns of a player already registered under the same name and nickname, offering to enter a
 * namesake on purpose.
 */
@Path("/console/players")
@Produces(MediaType.TEXT_HTML)
public class ConsolePlayersPage {

    private static final int SHOWN = 50;

    /** What the add form was given, to show it again beside a warning. */
    public record NewPlayer(String name, String nickname, String contact) {
        static final NewPlayer EMPTY = new NewPlayer("", "", "");
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance players(
                String query,
                List<PlayerView> players,
                NewPlayer form,
                PlayerView duplicate,
                Map<String, String> errors,
                PlayerView added,
                Language lang);

        static native TemplateInstance players$results(String query, List<PlayerView> players, Language lang);

        static native TemplateInstance edit(
                long id,
                NewPlayer form,
                PlayerView duplicate,
                Map<String, String> errors,
                boolean saved,
                Language lang);
    }

    private final PlayerSearch search;
    private final PlayerService players;
    private final ConsoleService console;

    ConsolePlayersPage(PlayerSearch search, PlayerService players, ConsoleService console) {
        this.search = search;
        this.players = players;
        this.console = console;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request, @QueryParam("q") String query, @QueryParam("added") Long added) {
        PlayerView shown = added == null ? null : PlayerView.from(players.get(added));
        return request.respond(
                Templates.players(query, found(query), NewPlayer.EMPTY, null, Map.of(), shown, request.language()));
    }

    @GET
    @Path("results")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> results(@BeanParam PageLanguage request, @QueryParam("q") String query) {
        return request.respond(Templates.players$results(query, found(query), request.language()));
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> add(
            @BeanParam PageLanguage request,
            @FormParam("name") String name,
            @FormParam("nickname") String nickname,
            @FormParam("contact") String contact,
            @FormParam("createAnyway") String createAnywayTyped) {
        boolean createAnyway = "true".equals(createAnywayTyped); // a page reads anything else as false, never a refusal
        Language lang = request.language();
        NewPlayer form = new NewPlayer(text(name), text(nickname), text(contact));
        if (form.name().isBlank() || form.name().length() > 200) {
            String message = form.name().isBlank()
                    ? console.messages(lang).field_required()
                    : console.messages(lang).field_invalid();
            return refused(form, null, Map.of("name", message), lang);
        }
        try {
            long id = players.add(form.name(), form.nickname(), form.contact(), createAnyway)
                    .id();
            return RestResponse.seeOther(URI.create("/console/players?added=" + id));
        } catch (ProblemException refused) {
            Object existing = refused.problem().extensions().get("existing");
            if (existing instanceof PlayerView duplicate) {
                return refused(form, duplicate, Map.of(), lang);
            }
            return refused(form, null, besideItsField(refused, lang), lang);
        }
    }

    /** A player's record to correct: name, nickname, contact. */
    @GET
    @Path("{id}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> editor(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("saved") String savedTyped) {
        boolean saved = "true".equals(savedTyped); // a page reads anything else as false, never a refusal
        PlayerView p = PlayerView.from(players.get(id));
        NewPlayer form = new NewPlayer(p.name(), text(p.nickname()), text(p.contact()));
        return request.respond(Templates.edit(id, form, null, Map.of(), saved, request.language()));
    }

    /** Saves the corrected record; another player's name and nickname are taken only when asked ("save anyway"). */
    @POST
    @Path("{id}")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> edit(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("name") String name,
            @FormParam("nickname") String nickname,
            @FormParam("contact") String contact,
            @FormParam("saveAnyway") String saveAnywayTyped) {
        boolean saveAnyway = "true".equals(saveAnywayTyped); // a page reads anything else as false, never a refusal
        Language lang = request.language();
        NewPlayer form = new NewPlayer(text(name), text(nickname), text(contact));
        if (form.name().isBlank() || form.name().length() > 200) {
            return editRefused(
                    id, form, null, Map.of("name", console.messages(lang).field_required()), lang);
        }
        try {
            players.edit(id, form.name(), form.nickname(), form.contact(), saveAnyway);
            return RestResponse.seeOther(URI.create("/console/players/" + id + "?saved=true"));
        } catch (ProblemException refused) {
            if (refused.problem().extensions().get("existing") instanceof PlayerView duplicate) {
                return editRefused(id, form, duplicate, Map.of(), lang);
            }
            return editRefused(id, form, null, besideItsField(refused, lang), lang);
        }
    }

    /** A refusal beside the field it is about: a text longer than the register keeps names it; others the name. */
    private Map<String, String> besideItsField(ProblemException refused, Language lang) {
        Map<String, Object> facts = refused.problem().extensions();
        if (facts.get("field") instanceof String field
                && facts.get("limit") instanceof Integer limit
                && facts.get("length") instanceof Integer length) {
            return Map.of(field, console.formMessages(lang).field_too_long(limit, length));
        }
        return Map.of("name", lang.says(refused));
    }

    private RestResponse<?> editRefused(
            long id, NewPlayer form, PlayerView duplicate, Map<String, String> errors, Language lang) {
        TemplateInstance page = Templates.edit(id, form, duplicate, errors, false, lang);
        RestResponse.Status status = duplicate != null ? RestResponse.Status.CONFLICT : RestResponse.Status.BAD_REQUEST;
        return lang.refuse(page, status);
    }

    private RestResponse<?> refused(NewPlayer form, PlayerView duplicate, Map<String, String> errors, Language lang) {
        TemplateInstance page = Templates.players(null, found(null), form, duplicate, errors, null, lang);
        RestResponse.Status status = duplicate != null ? RestResponse.Status.CONFLICT : RestResponse.Status.BAD_REQUEST;
        return lang.refuse(page, status);
    }

    private List<PlayerView> found(String query) {
        return search.find(query, SHOWN).stream().map(PlayerView::from).toList();
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }
}
