package org.tavolo.screens.console;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import org.tavolo.registration.DrawOutlook;
import org.tavolo.registration.RegistrationService;

/**
 * What the first draw will do with the registrations, for its confirmation in the console
 * ({@code inject:drawTurnout} in {@code ConsoleFloorPage/confirmDraw.html}): how many it seats, who it leaves out as a
 * no-show, who comes from the waiting list; nothing when the door does not check players in.
 */
@ApplicationScoped
@Named("drawTurnout")
public class DrawTurnout {

    private final RegistrationService registrations;

    DrawTurnout(RegistrationService registrations) {
        this.registrations = registrations;
    }

    /** The outlook of tournament {@code id}'s first draw, or null when check-in is not in use. */
    public DrawOutlook of(long id) {
        DrawOutlook outlook = registrations.drawOutlook(id);
        return outlook.checkIn() ? outlook : null;
    }
}
