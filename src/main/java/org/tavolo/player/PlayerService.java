package org.tavolo.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.List;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;

/** Keeps the club's player register. */
@ApplicationScoped
public class PlayerService {

    private final Clock clock;
    private final AuditTrail audit;

    PlayerService(Clock clock, AuditTrail audit) {
        this.clock = clock;
        this.audit = audit;
    }

    @Transactional
    public Player register(String name, String nickname, String contact) {
        Player player = Player.register(name, nickname, contact, clock.instant());
        player.persist();
        audit.record(null, "player-registered", "Registered player " + player.id + " '" + player.name() + "'.");
        return player;
    }

    public Player get(long id) {
        return Player.<Player>findByIdOptional(id).orElseThrow(() -> ProblemException.notFound("player", id));
    }

    public List<Player> list() {
        return Player.listByName();
    }
}
