package org.tavolo.registration;

import java.util.List;

/**
 * What the first draw would do with the registrations now, in numbers and names, for the organizer's confirmation
 * (docs/registration.md#the-draw).
 *
 * @param checkIn      whether the door checks players in (only who came is seated)
 * @param seated       how many entries the draw would seat
 * @param noShows      the registered players it would leave out as no-shows
 * @param fromWaiting  the present waiting players it would seat in the places freed, in waiting order
 * @param stillWaiting the waiting players it would not seat
 */
public record DrawOutlook(
        boolean checkIn, int seated, List<String> noShows, List<String> fromWaiting, List<String> stillWaiting) {}
