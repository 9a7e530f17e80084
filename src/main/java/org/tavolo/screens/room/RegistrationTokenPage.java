package org.tavolo.screens.room;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.net.URI;
import java.util.function.Supplier;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.time.ClubTime;
import org.tavolo.registration.RegistrationService;
import org.tavolo.registration.TokenView;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.RegistrationFormCheck;
import org.tavolo.security.PublicAddress;
import org.tavolo.security.QrCodes;

/**
 * A registration's private page, opened by the unguessable token of its address (docs/registration.md#the-pages):
 * the status and the place on the waiting list, live on the tournament's stream; cancel in one tap; confirm in one
 * tap while the page asks «Confermi che ci sarai?»; the QR code the door scans, which holds this page's address.
 * After the draw it leads to the player's page of the evening. A token that opens nothing answers the same page of
 * words, whatever it was.
 */
// the pattern's first alternative is a token that opens nothing, which the checks of every page address read
@Path(RegistrationService.PAGE + "{token:no-such-token|[A-Za-z0-9_-]+}")
@Produces(MediaType.TEXT_HTML)
public class RegistrationTokenPage {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance registration(
                TokenView r, String path, String qr, String error, ClubTime clubTime, Language lang);

        static native TemplateInstance registration$status(
                TokenView r, String path, String qr, String error, ClubTime clubTime, Language lang);

        static native TemplateInstance unknown(Language lang);
    }

    private final RegistrationService registrations;
    private final RegistrationFormCheck check;
    private final ClubTime clubTime;
    private final PublicAddress publicAddress;

    RegistrationTokenPage(
            RegistrationService registrations,
            RegistrationFormCheck check,
            ClubTime clubTime,
            PublicAddress publicAddress) {
        this.registrations = registrations;
        this.check = check;
        this.clubTime = clubTime;
        this.publicAddress = publicAddress;
    }

    @GET
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> page(@BeanParam PageLanguage request, @PathParam("token") String token) {
        return shown(request, token, Templates::registration);
    }

    /** The part that follows the stream: status, waiting place, the buttons and the QR code. */
    @GET
    @Path("status")
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> status(@BeanParam PageLanguage request, @PathParam("token") String token) {
        return shown(request, token, Templates::registration$status);
    }

    @POST
    @Path("cancel")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> cancel(@BeanParam PageLanguage request, @PathParam("token") String token) {
        return changed(request, token, () -> registrations.cancel(token));
    }

    @POST
    @Path("confirm")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> confirm(@BeanParam PageLanguage request, @PathParam("token") String token) {
        return changed(request, token, () -> registrations.confirm(token));
    }

    private interface Page {
        TemplateInstance of(TokenView r, String path, String qr, String error, ClubTime clubTime, Language lang);
    }

    private RestResponse<TemplateInstance> shown(PageLanguage request, String token, Page page) {
        Language lang = request.language();
        try {
            TokenView r = registrations.byToken(token);
            String qr = QrCodes.svg(address(token));
            return request.respond(page.of(r, RegistrationService.PAGE + token, qr, null, clubTime, lang));
        } catch (ProblemException unknown) {
            return lang.refuse(Templates.unknown(lang), unknown);
        }
    }

    /** A change asked from the page: back to the page (303) when made; the page with the refusal at the top if not. */
    private RestResponse<TemplateInstance> changed(PageLanguage request, String token, Supplier<TokenView> change) {
        Language lang = request.language();
        try {
            change.get();
            return RestResponse.seeOther(URI.create(RegistrationService.PAGE + token));
        } catch (ProblemException refused) {
            TokenView r;
            try {
                r = registrations.byToken(token);
            } catch (ProblemException unknown) {
                return lang.refuse(Templates.unknown(lang), unknown);
            }
            String qr = QrCodes.svg(address(token));
            String said = check.refusal(refused, lang).lines().get(0).message();
            TemplateInstance page =
                    Templates.registration(r, RegistrationService.PAGE + token, qr, said, clubTime, lang);
            return lang.refuse(page, refused);
        }
    }

    /** The page's whole address at the club's public address, which the QR code holds and the door reads back. */
    private String address(String token) {
        return publicAddress.link(RegistrationService.PAGE + token);
    }
}
