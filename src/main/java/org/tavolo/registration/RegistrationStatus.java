package org.tavolo.registration;

import java.util.EnumSet;
import java.util.Set;

/** Where a registration stands (docs/registration.md#statuses); the one list of statuses. */
public enum RegistrationStatus {
    /** Has a place within the capacity (or there is no cap). */
    REGISTERED,
    /** Beyond the capacity: on the waiting list, promoted in order when a place frees. */
    WAITING,
    /** Has a place and said, when asked the day before, that they will come. */
    CONFIRMED,
    /** Came to the door and was marked present: an entry of the tournament. */
    CHECKED_IN,
    /** Gave up the place or the wait: by the player, by the organizer, or missing the confirmation's deadline. */
    CANCELLED,
    /** Held a place and did not come: left out of the draw. */
    NO_SHOW;

    /** The statuses that hold a place within the capacity. */
    public static final Set<RegistrationStatus> HOLDING_A_PLACE = EnumSet.of(REGISTERED, CONFIRMED, CHECKED_IN);

    /** Whether the registration holds a place within the capacity. */
    public boolean holdsAPlace() {
        return HOLDING_A_PLACE.contains(this);
    }

    /** Whether nothing more can happen to the registration. */
    public boolean ended() {
        return this == CANCELLED || this == NO_SHOW;
    }
}
