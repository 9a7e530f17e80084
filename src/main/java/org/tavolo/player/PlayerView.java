package org.tavolo.player;

import java.time.Instant;

/** A player as clients see it. */
public record PlayerView(long id, String name, String nickname, String contact, Instant createdAt) {

    public static PlayerView from(Player p) {
        return new PlayerView(p.id, p.name(), p.nickname(), p.contact(), p.createdAt());
    }
}
