package org.tavolo.registration;

/**
 * The figures the door and the public see (docs/registration.md#counts).
 *
 * @param capacity   the entries allowed; null for no cap
 * @param registered the registrations holding a place (registered, confirmed or checked in)
 * @param confirmed  those of them confirmed (a checked-in one that had confirmed included)
 * @param present    the players marked present at the door, waiting ones included
 * @param waiting    the waiting list's length
 * @param cancelled  the registrations cancelled
 * @param noShows    the registrations left out as no-shows
 */
public record RegistrationCounts(
        Integer capacity, long registered, long confirmed, long present, long waiting, long cancelled, long noShows) {}
