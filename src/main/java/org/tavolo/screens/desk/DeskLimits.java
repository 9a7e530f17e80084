package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import org.tavolo.clock.ClockView;
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

    /**
     * The antes on the table while nobody opens (docs/rules.md#opening: they stay, and no new ante is added): the
     * ante of each player with chips (all he has when he has less), as the page shows it beside a minimum opening that went up.
     */
    public long antes(DirectorViews.TableScreen screen) {
        if (!screen.italian() || screen.clock().notStarted()) {
            return 0;
        }
        long ante = screen.clock().ante();
        return screen.seats().stream().mapToLong(s -> Math.min(s.stack(), ante)).sum();
    }

    /** Whether the table's next hand replays a parol pot: no ante is put in (docs/rules.md#parol). */
    public boolean replay(DirectorViews.TableScreen screen) {
        TableLimits now = of(screen);
        return now != null && now.carriedPot().replay();
    }

    /** Whether the page offers the Over: at tables of five or six players with chips (docs/rules.md#over). */
    public boolean overOffered(DirectorViews.TableScreen screen) {
        long playing = screen.seats().stream().filter(s -> s.stack() > 0).count();
        return playing >= OVER_FROM && playing <= OVER_TO;
    }

    /**
     * The time left in a game period of a started clock: closing now closes the game early (the API's
     * {@code time-left} warning, said before the close is confirmed); {@code null} when none.
     */
    public Long closingEarly(DirectorViews.TableScreen screen) {
        ClockView clock = screen.clock();
        if (clock.notStarted() || !clock.inGame()) {
            return null;
        }
        return clock.secondsLeft() != null && clock.secondsLeft() > 0 ? clock.secondsLeft() : null;
    }

    private static final int OVER_FROM = 5;
    private static final int OVER_TO = 6;

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
