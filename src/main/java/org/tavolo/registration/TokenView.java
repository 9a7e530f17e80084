package org.tavolo.registration;

import java.time.Instant;
import java.time.LocalDate;

/**
 * A registration as its private page shows it to whoever holds the token: no contact, no id of the register.
 *
 * @param waitingPosition   1 for the first on the waiting list; null when not waiting
 * @param confirmBy         the confirmation's deadline while the page asks to confirm; null otherwise
 * @param confirmationAsked whether the page asks «Confermi che ci sarai?» now
 * @param present           whether the player has been marked present at the door
 * @param cancellable       whether the player may still cancel from the page
 * @param entryId           the entry the registration became (the player's page of the evening), once it has one
 */
public record TokenView(
        long id,
        RegistrationStatus status,
        Integer waitingPosition,
        Tournament tournament,
        Instant confirmBy,
        boolean confirmationAsked,
        boolean present,
        boolean cancellable,
        String name,
        String nickname,
        Long entryId) {

    /** The tournament registered for. */
    public record Tournament(long id, String name, LocalDate date, String venue) {}
}
