package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.screens.FormNumbers;
import org.tavolo.screens.Language;
import org.tavolo.screens.room.RoomViews.PlayerScreen;
import org.tavolo.screens.room.RoomViews.StandingsScreen;
import org.tavolo.standing.OutlookService;
import org.tavolo.standing.OutlookView;

/**
 * The live standings with shared ranks and the qualifiers' cut, on a phone and on the TV's own
 * screen (paged by itself, docs/room-screens.md#tv), and each player's own page.
 */
@Path("/tournaments/{id}")
@Produces(MediaType.TEXT_HTML)
public class RoomStandingsPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance page(StandingsScreen screen, String roundNotTaken, Language lang);

        static native TemplateInstance page$table(StandingsScreen screen, Language lang);

        static native TemplateInstance tv(StandingsScreen screen, Language lang);

        static native TemplateInstance player(PlayerScreen screen, OutlookView outlook, Language lang);

        static native TemplateInstance player$mine(PlayerScreen screen, OutlookView outlook, Language lang);
    }

    private final RoomService room;
    private final PlayerScreens players;
    private final OutlookService outlooks;
    private final PlayerManifest manifests;

    RoomStandingsPage(RoomService room, PlayerScreens players, OutlookService outlooks, PlayerManifest manifests) {
        this.room = room;
        this.players = players;
        this.outlooks = outlooks;
        this.manifests = manifests;
    }

    @GET
    @Path("/standings")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam RoomRequest request, @QueryParam("round") String roundTyped) {
        int round = round(roundTyped);
        Language lang = request.language();
        StandingsScreen screen = room.standings(request.id, round);
        // a round that is not one (?round=abc, an old or mistyped link): round 1's standings, and a sentence saying so
        String typed = roundTyped == null ? "" : roundTyped.strip();
        String notTaken = typed.isEmpty() || orAbsent(typed) != null ? null : typed;
        return request.respond(Templates.page(screen, screen.holdem() ? null : notTaken, lang));
    }

    /** The round an address names, round 1 when it names none or something that is not a round (a whole number ≥ 1). */
    private static int round(String typed) {
        Integer read = orAbsent(typed);
        return read == null ? 1 : read;
    }

    private static Integer orAbsent(String typed) {
        Integer read = FormNumbers.orAbsent(typed);
        return read == null || read < 1 ? null : read;
    }

    @GET
    @Path("/standings/table")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> table(
            @BeanParam RoomRequest request, @QueryParam("round") String roundTyped) {
        int round = round(roundTyped);
        Language lang = request.language();
        return lang.respond(Templates.page$table(room.standings(request.id, round), lang), null);
    }

    @GET
    @Path("/standings/tv")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> tv(@BeanParam RoomRequest request, @QueryParam("round") String roundTyped) {
        int round = round(roundTyped);
        Language lang = request.language();
        return request.respond(Templates.tv(room.standings(request.id, round), lang));
    }

    @GET
    @Path("/players/{entry}")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> player(@BeanParam RoomRequest request, @PathParam("entry") long entry) {
        Language lang = request.language();
        PlayerScreen screen = players.player(request.id, entry);
        return request.respond(Templates.player(screen, outlook(request.id, entry), lang));
    }

    @GET
    @Path("/players/{entry}/mine")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> mine(@BeanParam RoomRequest request, @PathParam("entry") long entry) {
        Language lang = request.language();
        PlayerScreen screen = players.player(request.id, entry);
        return lang.respond(Templates.player$mine(screen, outlook(request.id, entry), lang), null);
    }

    /**
     * The manifest that installs this player's page on their phone. Browsers fetch it without cookies, so the page
     * names its language in the address ({@code ?lang=it}).
     */
    @GET
    @Path("/players/{entry}/manifest.webmanifest")
    @Produces(PlayerManifest.TYPE)
    @Operation(hidden = true)
    public Response manifest(@BeanParam RoomRequest request, @PathParam("entry") long entry) {
        Language lang = request.language();
        return Response.ok(manifests.of(players.player(request.id, entry), lang))
                .header("Content-Language", lang.tag())
                .build();
    }

    private OutlookView outlook(long id, long entry) {
        return outlooks.of(id, entry);
    }
}
