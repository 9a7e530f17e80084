package org.tavolo.registration;

import java.time.Instant;

/**
 * A registration as the organizer sees it: the player, the contacts given, the status and place on the waiting list,
 * whether the player is present, and the player's no-shows in their last evenings registered
 * (docs/registration.md#the-organizers-list).
 *
 * @param namesake      the register had a player of this name whose contact did not match: a new player to check
 * @param recentNoShows no-shows among the player's last {@link RegistrationService#RECENT_EVENINGS} registrations
 *                      of other tournaments
 * @param ended         why it ended ({@code BY_THE_PLAYER}, {@code BY_THE_ORGANIZER}, {@code UNCONFIRMED},
 *                      {@code ABSENT}); null while it has not
 */
public record RegistrationView(
        long id,
        long playerId,
        String name,
        String nickname,
        String email,
        String phone,
        String card,
        RegistrationStatus status,
        Integer waitingPosition,
        boolean present,
        boolean namesake,
        boolean walkIn,
        Instant registeredAt,
        Instant confirmedAt,
        Instant presentAt,
        Long entryId,
        long recentNoShows,
        String ended) {}
