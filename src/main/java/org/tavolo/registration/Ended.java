package org.tavolo.registration;

/** Why a registration ended (docs/registration.md#statuses). */
public enum Ended {
    /** The player cancelled from their page. */
    BY_THE_PLAYER,
    /** The organizer removed it. */
    BY_THE_ORGANIZER,
    /** It was not confirmed by the confirmation's deadline. */
    UNCONFIRMED,
    /** The player did not come to the draw. */
    ABSENT
}
