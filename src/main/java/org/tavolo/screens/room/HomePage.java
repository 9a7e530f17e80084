package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.time.ClubTime;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.security.Roles;
import org.tavolo.tournament.TournamentCalendar;
import org.tavolo.tournament.TournamentService;

/**
 * The club's front page: tonight's tournaments first, each with its clock, seating and standings,
 * then the coming ones and the last ones played. A signed-in organizer finds the way to the
 * console, anyone else the way to sign in.
 */
@Path("/")
public class HomePage {

    /** Who is looking: the way into the pages they work in, if any. */
    public enum Visitor {
        PUBLIC,
        ORGANIZER,
        DIRECTOR
    }

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance index(TournamentCalendar calendar, Visitor visitor, Language lang);
    }

    private final TournamentService tournaments;
    private final ClubTime clubTime;
    private final SecurityIdentity identity;

    HomePage(TournamentService tournaments, ClubTime clubTime, SecurityIdentity identity) {
        this.tournaments = tournaments;
        this.clubTime = clubTime;
        this.identity = identity;
    }

    @GET
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> index(@BeanParam PageLanguage page) {
        Language language = page.language();
        TournamentCalendar calendar = tournaments.calendar(clubTime.today());
        return page.respond(Templates.index(calendar, visitor(), language));
    }

    private Visitor visitor() {
        if (identity.hasRole(Roles.ORGANIZER)) {
            return Visitor.ORGANIZER;
        }
        return identity.hasRole(Roles.DIRECTOR) ? Visitor.DIRECTOR : Visitor.PUBLIC;
    }
}
