package org.tavolo.screens.console;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
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
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.entry.EntryService;
import org.tavolo.entry.EntryView;
import org.tavolo.entry.EntryViews;
import org.tavolo.entry.PlayersCsv;
import org.tavolo.player.PlayerSearch;
import org.tavolo.player.PlayerService;
import org.tavolo.player.PlayerView;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * A tournament's entries in the console: who is entered (late entries marked), the counts, the
 * register searched as you type with a button to enter each player, and withdrawal before the
 * draw. A refused entry (entered already, registration closed) is said at the top in words.
 */
@Path("/console/tournaments/{id}/entries")
@Produces(MediaType.TEXT_HTML)
public class ConsoleEntriesPage {

    private static final int SHOWN = 20;

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance entries(
                TournamentView tournament,
                List<EntryView> entries,
                EntryCounts counts,
                String query,
                RegisterFound register,
                WalkIn walkIn,
                String notice,
                String closed,
                String error,
                Language lang);

        static native TemplateInstance entries$register(
                TournamentView tournament, String query, RegisterFound register, Language lang);
    }

    private final TournamentService tournaments;
    private final EntryService entryService;
    private final EntryViews entryViews;
    private final PlayerSearch search;
    private final ConsoleService console;
    private final PlayerService players;

    ConsoleEntriesPage(
            TournamentService tournaments,
            EntryService entryService,
            EntryViews entryViews,
            PlayerSearch search,
            ConsoleService console,
            PlayerService players) {
        this.console = console;
        this.players = players;
        this.tournaments = tournaments;
        this.entryService = entryService;
        this.entryViews = entryViews;
        this.search = search;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @QueryParam("q") String query,
            @QueryParam("imported") String imported,
            @QueryParam("entered") String entered,
            @QueryParam("withdrawn") String withdrawn) {
        Language lang = request.language();
        EntriesDone done = new EntriesDone(
                whole(imported).map(Long::intValue).orElse(null), whole(entered).orElse(null), withdrawn);
        return request.respond(page(id, query, null, WalkIn.empty(), lang, done));
    }

    @GET
    @Path("register")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> register(
            @BeanParam PageLanguage request, @PathParam("id") long id, @QueryParam("q") String query) {
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        return request.respond(Templates.entries$register(
                tournament, query, register(id, query, entryViews.list(id)), request.language()));
    }

    /** A walk-in: a new player registered and entered in one form; refused, nothing is stored. */
    @POST
    @Path("walk-in")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> walkIn(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("key") String key,
            @FormParam("name") String name,
            @FormParam("nickname") String nickname,
            @FormParam("contact") String contact,
            @FormParam("card") String card) {
        Language lang = request.language();
        String formKey = WalkIn.keyOf(key);
        WalkIn typed = WalkIn.typed(formKey, name, nickname, contact, card);
        if (typed.name().isBlank()) {
            WalkIn refused = typed.refusedAt("name", console.messages(lang).field_required());
            return lang.refuse(
                    page(id, null, null, refused, lang, EntriesDone.NOTHING), RestResponse.Status.BAD_REQUEST);
        }
        try {
            long player = entryService.enterNewPlayer(
                    id, formKey, typed.name(), typed.nickname(), typed.contact(), typed.card());
            return backTo(id, null, "entered=" + player);
        } catch (ProblemException refused) {
            return walkInRefused(id, typed, refused, lang);
        }
    }

    /** The walk-in form again, the refusal beside the field it names: a text too long, a player already there. */
    private RestResponse<?> walkInRefused(long id, WalkIn typed, ProblemException refused, Language lang) {
        ConsoleFormMessages form = console.formMessages(lang);
        Map<String, Object> facts = refused.problem().extensions();
        if (facts.get("field") instanceof String field
                && facts.get("limit") instanceof Integer limit
                && facts.get("length") instanceof Integer length) {
            WalkIn tooLong = typed.refusedAt(field, form.field_too_long(limit, length));
            return lang.refuse(page(id, null, null, tooLong, lang, EntriesDone.NOTHING), refused);
        }
        String said = "/problems/duplicate-player".equals(refused.problem().type())
                ? form.walk_in_duplicate(typed.name())
                : inWords(refused, console.messages(lang), lang);
        return lang.refuse(
                page(id, typed.name(), null, typed.refusedAt("name", said), lang, EntriesDone.NOTHING), refused);
    }

    /** The tournament's players for a spreadsheet (Excel's {@code ;}, UTF-8 with a byte-order mark), to import back. */
    @GET
    @Path("players.csv")
    @Produces("text/csv;charset=UTF-8")
    @Operation(hidden = true)
    public RestResponse<String> playersCsv(@BeanParam PageLanguage request, @PathParam("id") long id) {
        ConsoleFormMessages words = console.formMessages(request.language());
        List<PlayersCsv.Row> rows = entryViews.list(id).stream()
                .map(e -> PlayerView.from(players.get(e.playerId())))
                .map(p -> new PlayersCsv.Row(p.name(), p.nickname(), p.contact(), p.membershipCard()))
                .toList();
        List<String> headings = List.of(
                words.import_role_NAME(),
                words.import_role_NICKNAME(),
                words.import_role_CONTACT(),
                words.import_role_CARD());
        return RestResponse.ResponseBuilder.ok(PlayersCsv.excel(headings, rows))
                .header("Content-Disposition", "attachment; filename=\"players-" + id + ".csv\"")
                .build();
    }

    @POST
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<?> enter(
            @BeanParam PageLanguage request,
            @PathParam("id") long id,
            @FormParam("playerId") String playerId,
            @FormParam("q") String query) {
        Language lang = request.language();
        Optional<Long> player = whole(playerId);
        if (player.isEmpty()) {
            String said = console.formMessages(lang).player_malformed(text(playerId));
            return lang.refuse(
                    page(id, query, said, WalkIn.empty(), lang, EntriesDone.NOTHING), RestResponse.Status.BAD_REQUEST);
        }
        try {
            entryService.enter(id, player.get());
        } catch (ProblemException refused) {
            return refused(id, query, refused, lang);
        }
        return backTo(id, query, "entered=" + player.get());
    }

    @POST
    @Path("{entryId}/withdraw")
    @Operation(hidden = true)
    public RestResponse<?> withdraw(
            @BeanParam PageLanguage request, @PathParam("id") long id, @PathParam("entryId") long entryId) {
        try {
            String who = entryViews.list(id).stream()
                    .filter(e -> e.id() == entryId)
                    .map(EntryView::playerName)
                    .findFirst()
                    .orElse("");
            entryService.withdraw(id, entryId);
            return backTo(id, null, "withdrawn=" + URLEncoder.encode(who, StandardCharsets.UTF_8));
        } catch (ProblemException refused) {
            return refused(id, null, refused, request.language());
        }
    }

    private TemplateInstance page(long id, String query, String error, WalkIn walkIn, Language lang, EntriesDone done) {
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        List<EntryView> entries = entryViews.list(id);
        ConsoleFormMessages form = console.formMessages(lang);
        String notice = done.said(entries, console.messages(lang), form);
        String closed =
                entryService.closed(id).map(c -> EntriesClosedWords.of(c, form)).orElse(null);
        return Templates.entries(
                tournament,
                entries,
                EntryCounts.of(entries),
                query,
                register(id, query, entries),
                walkIn,
                notice,
                closed,
                error,
                lang);
    }

    private RegisterFound register(long id, String query, List<EntryView> entries) {
        List<PlayerView> found = query == null || query.isBlank() ? List.of() : found(query);
        Set<Long> entered = entries.stream().map(EntryView::playerId).collect(Collectors.toSet());
        TournamentView tournament = TournamentView.from(tournaments.get(id));
        boolean open = entryService.canEnter(id);
        Integer lateUntil =
                open && tournament.drawnAt() != null ? tournaments.settings(id).lateRegistrationUntilLevel() : null;
        return new RegisterFound(found, entered, open, lateUntil);
    }

    private RestResponse<?> refused(long id, String query, ProblemException refused, Language lang) {
        String said = inWords(refused, console.messages(lang), lang);
        return lang.refuse(page(id, query, said, WalkIn.empty(), lang, EntriesDone.NOTHING), refused);
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }

    /** A whole number as a form or an address sent it; empty when it is missing or not one. */
    private static Optional<Long> whole(String value) {
        try {
            return value == null ? Optional.empty() : Optional.of(Long.parseLong(value.strip()));
        } catch (NumberFormatException malformed) {
            return Optional.empty();
        }
    }

    /** The refusals an organizer meets here, in the reader's words; others as the API says them. */
    private static String inWords(ProblemException refused, ConsoleMessages words, Language lang) {
        return switch (refused.problem().type()) {
            case "/problems/already-entered" -> words.already_entered();
            case "/problems/registration-closed" ->
                refused.problem().extensions().get("level") instanceof Integer level
                        ? MessageBundles.get(ConsoleFormMessages.class, Localized.Literal.of(lang.tag()))
                                .late_registration_closed(level)
                        : words.registration_closed();
            default -> lang.says(refused);
        };
    }

    private List<PlayerView> found(String query) {
        return search.find(query, SHOWN).stream().map(PlayerView::from).toList();
    }

    private static RestResponse<?> backTo(long id, String query, String done) {
        String q = query == null || query.isBlank() ? "" : "&q=" + URLEncoder.encode(query, StandardCharsets.UTF_8);
        return RestResponse.seeOther(URI.create("/console/tournaments/" + id + "/entries?" + done + q));
    }
}
