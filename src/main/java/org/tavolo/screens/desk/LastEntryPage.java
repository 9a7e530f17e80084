package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateInstance;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.MultivaluedMap;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.jboss.resteasy.reactive.RestResponse;
import org.tavolo.common.error.ProblemException;
import org.tavolo.count.ChipCountService;
import org.tavolo.hand.HandService;
import org.tavolo.hand.read.TableEntries;
import org.tavolo.ledger.LastEntry;
import org.tavolo.screens.Language;
import org.tavolo.screens.PageLanguage;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;

/**
 * The void of the director's own last entry at a table, from the table page. Every other
 * correction is the organizer's (docs/director-page.md).
 */
@Produces(MediaType.TEXT_HTML)
@Path("/")
public class LastEntryPage {

    private final DirectorService director;
    private final HandService hands;
    private final ChipCountService counts;
    private final Desks desks;
    private final TableEntries entries;

    @BeanParam
    PageLanguage page;

    LastEntryPage(
            DirectorService director, HandService hands, ChipCountService counts, Desks desks, TableEntries entries) {
        this.entries = entries;
        this.director = director;
        this.hands = hands;
        this.counts = counts;
        this.desks = desks;
    }

    /**
     * The void of the director's own last entry at the table, with a reason, while the table is
     * open: a hand is voided, a count undone by a count back to the stacks before it, each through
     * its feature's service, which refuses it under the table's lock when the entry is no longer
     * the table's last (another director recorded something meanwhile). Anything else is the
     * organizer's.
     */
    @POST
    @Path("director/tournaments/{id}/tables/{table}/void")
    @Consumes(MediaType.APPLICATION_FORM_URLENCODED)
    @Operation(hidden = true)
    public RestResponse<TemplateInstance> voidLast(
            @PathParam("id") long id, @PathParam("table") int table, MultivaluedMap<String, String> posted) {
        // parsed against the table's last entry alone; the whole table is read only to show the form again, refused
        EntryTable at = director.entryTable(id, table);
        String reason = posted.getFirst("reason") == null
                ? ""
                : posted.getFirst("reason").strip();
        LastEntry last = at.last();
        if (alreadyVoided(id, posted.getFirst("kind"), posted.getFirst("entry"))) {
            return Desks.backTo(id, table, "?done=voided"); // a resend: the first send voided it
        }
        SeenOnPage seen = SeenOnPage.read(posted);
        if (seen.otherGameThan(at.gameNumber())) {
            // typed in a game the table no longer plays (a queued void): the services say what changed
            return voidInGameSeen(id, table, posted, reason, seen);
        }
        if (!at.voidableBy(desks.me()) || !String.valueOf(last.id()).equals(posted.getFirst("entry"))) {
            return page(voiding(id, table, reason).withError("", "void-stale"));
        }
        if (reason.isEmpty()) {
            return page(voiding(id, table, reason).withError("", "void-reason"));
        }
        return voided(id, table, last, reason, seen);
    }

    /** The table page again, read whole, with the void form open as typed. */
    private DeskScreen voiding(long id, int table, String reason) {
        return desks.fresh(director.table(id, table), language()).opening(new Panel.VoidView(reason));
    }

    /** Voids the last entry, a hand or a chip count, as seen; a refusal answers the desk in words. */
    private RestResponse<TemplateInstance> voided(long id, int table, LastEntry last, String reason, SeenOnPage seen) {
        try {
            if (last.hand()) {
                ProblemException.refusing(() -> hands.voidLastEntry(id, table, last.id(), reason, seen.gameNumber()));
            } else {
                ProblemException.refusing(() -> counts.undoLastEntry(id, table, last.id(), reason, seen.gameNumber()));
            }
            return Desks.backTo(id, table, "?done=voided");
        } catch (ProblemException e) {
            if (e.problem().type().endsWith("/not-last-entry")) {
                return page(desks.fresh(director.table(id, table), language())
                        .refused(Refusal.conflict(ChangedMeanwhile.said(e, language()))));
            }
            return page(voiding(id, table, reason).withError(language().says(e), "void-reason"));
        }
    }

    /**
     * A void typed in another game than the table's now: sent to the services with that game, which refuse
     * it under the table's lock ({@code not-current-game}, {@code table-closed}); the page says so.
     */
    private RestResponse<TemplateInstance> voidInGameSeen(
            long id, int table, MultivaluedMap<String, String> posted, String reason, SeenOnPage seen) {
        String entry = String.valueOf(posted.getFirst("entry"));
        if (!entry.matches("\\d{1,18}") || reason.isEmpty()) {
            return page(desks.fresh(director.table(id, table), language()).withError("", "void-stale"));
        }
        try {
            if ("COUNT".equals(posted.getFirst("kind"))) {
                ProblemException.refusing(
                        () -> counts.undoLastEntry(id, table, Long.parseLong(entry), reason, seen.gameNumber()));
            } else {
                ProblemException.refusing(
                        () -> hands.voidLastEntry(id, table, Long.parseLong(entry), reason, seen.gameNumber()));
            }
            return Desks.backTo(id, table, "?done=voided");
        } catch (ProblemException e) {
            return page(desks.fresh(director.table(id, table), language())
                    .refused(Refusal.conflict(ChangedMeanwhile.said(e, language()))));
        }
    }

    /** Whether the entry the form offered was voided already: a hand now void, a count undone. */
    private boolean alreadyVoided(long id, String kind, String entry) {
        if (entry == null || !entry.matches("\\d{1,18}")) {
            return false;
        }
        long entryId = Long.parseLong(entry);
        if ("COUNT".equals(kind)) {
            return entries.countRecorded(id, TableEntries.voidKey(entryId));
        }
        return "HAND".equals(kind) && entries.handVoided(id, entryId);
    }

    private RestResponse<TemplateInstance> page(DeskScreen desk) {
        return DirectorPage.render(desk, language(), page.asked());
    }

    private Language language() {
        return page.language();
    }
}
