package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import org.tavolo.common.error.ProblemException;
import org.tavolo.hand.TableLimits;
import org.tavolo.hand.TableLimitsService;

/**
 * What the director's page header shows beside the clock ({@code inject:deskLimits} in templates): the
 * minimum opening of the table's next Italian hand and the pot it carries (docs/rules.md#opening,
 * #parol), as the hand feature reports them.
 */
@ApplicationScoped
@Named("deskLimits")
public class DeskLimits {

    private final TableLimitsService limits;

    DeskLimits(TableLimitsService limits) {
        this.limits = limits;
    }

    /** The table's limits now; null for Chinese poker (no chips) and when the table plays no game. */
    public TableLimits of(DirectorViews.TableScreen screen) {
        if (screen.chinese() || !screen.open()) {
            return null;
        }
        try {
            return limits.at(screen.tournament().id(), screen.table());
        } catch (ProblemException noGameAtTheTable) {
            return null;
        }
    }
}
