package org.tavolo.hand.voids;

import io.quarkus.arc.Arc;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.security.Roles;

/**
 * Who may correct or void which entry: the one rule, asked by the service where the entry is changed, so it holds
 * whatever door the change comes through (the API, the table page's forms, the offline queue's sends), never by which
 * buttons a page shows (docs/security.md#who-may-correct-or-void).
 *
 * <ul>
 *   <li>An organizer may void or correct any entry (docs/results.md, docs/director-page.md).
 *   <li>A director may void or correct only an entry he recorded himself, at a table his access covers; that it is
 *       the table's last entry and that the table still plays its game is asked with it, under the table's lock
 *       ({@code ledger.TableChanges}). Table results, and hands other than the table's last, are the organizer's.
 * </ul>
 *
 * A change made outside any request (the service's own jobs, a test calling the service) has no caller to hold to it.
 */
@ApplicationScoped
public class WhoMayVoid {

    private final SecurityIdentity identity;
    private final AuditTrail audit;

    WhoMayVoid(SecurityIdentity identity, AuditTrail audit) {
        this.identity = identity;
        this.audit = audit;
    }

    /**
     * Refuses 403 {@code not-own-entry} a director's void or correction of {@code entry} (say "hand 4", "deal 2"),
     * recorded by {@code recordedBy} at table {@code table}, unless he recorded it himself at a table his access covers.
     */
    public void requireMayVoid(String entry, String recordedBy, int table) {
        if (!director()) {
            return;
        }
        Integer accessTable = identity.getAttribute(Roles.TABLE);
        String me = audit.actor();
        if (me.equals(recordedBy) && (accessTable == null || accessTable == table)) {
            return;
        }
        throw new ProblemException(Problem.of(
                        403,
                        "not-own-entry",
                        "Forbidden",
                        "The " + entry + " at table " + table + " was recorded by " + recordedBy + ", not by " + me
                                + ": a director corrects or voids only the last entry he recorded himself."
                                + " Nothing was changed; ask " + recordedBy + " or the organizer.")
                .with(Map.of("entry", entry, "table", table, "recordedBy", recordedBy)));
    }

    /** Refuses 403 {@code forbidden} a director's change that is the organizer's alone ({@code what}). */
    public void requireOrganizer(String what) {
        if (director()) {
            throw new ProblemException(Problem.of(
                    403,
                    "forbidden",
                    "Forbidden",
                    what + " is the organizer's: a director corrects or voids only the last entry he recorded"
                            + " himself. Nothing was changed."));
        }
    }

    private boolean director() {
        return Arc.container().requestContext().isActive() && identity.hasRole(Roles.DIRECTOR);
    }
}
