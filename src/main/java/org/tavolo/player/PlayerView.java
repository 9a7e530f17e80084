package org.tavolo.player;

import java.time.Instant;

/**
 * A player as clients see it.
 *
 * @param membershipCard the number of the club's membership card (tessera); null when none was given
 */
public record PlayerView(
        long id, String name, String nickname, String contact, Instant createdAt, String membershipCard) {

    public static PlayerView from(Player p) {
        return new PlayerView(p.id, p.name(), p.nickname(), p.contact(), p.createdAt(), p.membershipCard());
    }
}
