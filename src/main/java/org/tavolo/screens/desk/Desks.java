package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.audit.AuditTrail;
import org.tavolo.hand.BlindsOwed;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.ChineseViews.ChineseDesk;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;

/** The director's table page as the page resources show it: the table with its forms, fresh or as typed. */
@ApplicationScoped
class Desks {

    private final ChineseDeals chinese;
    private final AuditTrail audit;
    private final BlindsOwed blinds;

    Desks(ChineseDeals chinese, AuditTrail audit, BlindsOwed blinds) {
        this.chinese = chinese;
        this.audit = audit;
        this.blinds = blinds;
    }

    /** What each seat had to post in the hand as typed, from the stacks the page shows and the button typed. */
    Map<Integer, Long> owed(FormTable table, HandForm form) {
        return form.buttonSeat()
                .map(button -> blinds.at(table.tournament(), table.stacks(), button))
                .orElse(Map.of());
    }

    /** Who is signed in, named as the entries they record are: whose entries they may void. */
    String me() {
        return audit.actor();
    }

    /** The table with a hand as typed, and its preview if asked (and, at a Chinese table, a fresh deal). */
    DeskScreen desk(TableScreen screen, HandView hand, Language lang) {
        return assembled(screen, hand, screen.chinese() ? chinese.desk(screen, null, lang) : null);
    }

    /** The table with every form fresh. */
    DeskScreen fresh(TableScreen screen, Language lang) {
        return desk(screen, freshHand(screen), lang);
    }

    /** A Chinese table with its deal as typed, every other form fresh. */
    DeskScreen dealing(TableScreen screen, ChineseDesk deal) {
        return assembled(screen, freshHand(screen), deal);
    }

    /** Whether the table's last entry is a hand of mine that the page may correct in one step. */
    static boolean mayCorrect(DeskScreen desk) {
        TableScreen screen = desk.screen();
        return screen.voidableBy(desk.me()) && screen.last().hand() && !desk.correcting();
    }

    /** The table with its last hand in the correction form, as entered or as typed, and its preview if asked. */
    DeskScreen correcting(TableScreen screen, CorrectionView correction) {
        return new DeskScreen(screen, me(), null, null, Panel.NONE, Refusal.NONE, null, correction);
    }

    private DeskScreen assembled(TableScreen screen, HandView hand, ChineseDesk deal) {
        return new DeskScreen(screen, me(), hand, deal, Panel.NONE, Refusal.NONE, null, null);
    }

    private static HandView freshHand(TableScreen screen) {
        List<Integer> playing = screen.seats().stream()
                .filter(s -> s.stack() > 0)
                .map(SeatLine::seat)
                .toList();
        return new HandView(HandForm.fresh(playing, screen.button()), null);
    }

    /**
     * What a preview asked with a GET typed (the count, close and Chinese deal previews are sent so, as the hand's: a
     * preview stores nothing, and Back or a reload shows it again without sending anything), with
     * {@code action=preview}; none when no preview was asked (the address alone, or an older page's confirmation).
     */
    static java.util.Optional<jakarta.ws.rs.core.MultivaluedMap<String, String>> previewAsked(
            jakarta.ws.rs.core.UriInfo uri) {
        var typed = new jakarta.ws.rs.core.MultivaluedHashMap<>(uri.getQueryParameters());
        return "preview".equals(typed.getFirst("action")) ? java.util.Optional.of(typed) : java.util.Optional.empty();
    }

    static RestResponse<TemplateInstance> backTo(long id, int table, String query) {
        return RestResponse.seeOther(URI.create("/director/tournaments/" + id + "/tables/" + table + query));
    }
}
