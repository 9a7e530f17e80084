package org.tavolo.player;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;

/**
 * Keeps the club's player register: each person once. Name and nickname (ignoring case) identify a
 * player, a unique index keeps it so, and registrations of the same name are serialised by a
 * transaction lock on the name, so that two imports at the same moment find each other's players
 * instead of registering them twice.
 */
@ApplicationScoped
public class PlayerService {

    /** The first key of the register's advisory locks (the second is the hashed name). */
    private static final int REGISTER_LOCK = 11_007;
    /**
     * The register's names are spread over this many locks. One lock per name would take one entry
     * of PostgreSQL's shared lock table per name, and a long registration file would exhaust it
     * ({@code max_locks_per_transaction}: "out of shared memory") for every request of the server.
     */
    private static final int NAME_LOCKS = 256;

    private final Clock clock;
    private final AuditTrail audit;

    PlayerService(Clock clock, AuditTrail audit) {
        this.clock = clock;
        this.audit = audit;
    }

    /** Registers a new player; 409 duplicate-player, with the existing one, when the name and nickname are taken. */
    @Transactional
    public Player register(String name, String nickname, String contact) {
        return register(name, nickname, contact, null);
    }

    /** Registers a new player holding the club's membership card of this number (none when blank). */
    @Transactional
    public Player register(String name, String nickname, String contact, String membershipCard) {
        lockNames(List.of(name));
        List<Player> same = Player.findByNameAndNickname(name, nickname);
        if (!same.isEmpty()) {
            throw duplicate(same.get(0), "enter that one, or register a namesake with ?createAnyway=true.");
        }
        Player player = Player.register(name, nickname, contact, clock.instant());
        player.holdMembershipCard(membershipCard);
        return store(player);
    }

    /**
     * Changes a player's name, nickname and contact. A name and nickname another player already has
     * is refused with 409 duplicate-player (the other in {@code existing}) unless {@code saveAnyway},
     * which makes this player their namesake.
     */
    @Transactional
    public Player edit(long id, String name, String nickname, String contact, boolean saveAnyway) {
        Player player = get(id);
        lockNames(List.of(name));
        if (!saveAnyway && !player.isNamed(name, nickname)) {
            Player.findByNameAndNickname(name, nickname).stream()
                    .filter(p -> p.id != id)
                    .findFirst()
                    .ifPresent(existing -> {
                        throw duplicate(existing, "keep this player's name, or save anyway with ?saveAnyway=true.");
                    });
        }
        String before = player.name();
        player.edit(name, nickname, contact);
        Player.flush();
        audit.record(null, "player-edited", "Edited player " + id + " '" + before + "' (now '" + player.name() + "').");
        return player;
    }

    /** Registers a namesake of a player already in the register, as the director asked. */
    @Transactional
    public Player registerNamesake(String name, String nickname, String contact) {
        lockNames(List.of(name));
        return store(Player.registerNamesake(name, nickname, contact, clock.instant()));
    }

    /** Registers a player as {@link #register} does, or a namesake as {@link #registerNamesake} does. */
    @Transactional
    public PlayerView add(String name, String nickname, String contact, boolean namesake) {
        return PlayerView.from(
                namesake ? registerNamesake(name, nickname, contact) : register(name, nickname, contact));
    }

    /**
     * The players a registration line may mean: those with this name and nickname; for a line
     * without nickname and no such player, everyone of that name.
     */
    public List<Player> candidates(String name, String nickname) {
        List<Player> exact = Player.findByNameAndNickname(name, nickname);
        return !exact.isEmpty() || nickname != null ? exact : Player.findByName(name);
    }

    /**
     * Holds, until the transaction ends, the register's lock on each of these names: one of
     * {@link #NAME_LOCKS} locks per name, taken in a fixed order, so that two imports cannot wait
     * for each other, and however many names there are, at most that many locks are held.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    public void lockNames(Collection<String> names) {
        names.stream()
                .mapToInt(n -> Math.floorMod(n.strip().toLowerCase(Locale.ROOT).hashCode(), NAME_LOCKS))
                .distinct()
                .sorted()
                .forEach(lock -> Player.getEntityManager()
                        .createNativeQuery("select 1 from (select pg_advisory_xact_lock(?1, ?2)) locked")
                        .setParameter(1, REGISTER_LOCK)
                        .setParameter(2, lock)
                        .getSingleResult());
    }

    public Player get(long id) {
        return Player.<Player>findByIdOptional(id).orElseThrow(() -> ProblemException.notFound("player", id));
    }

    public List<Player> list(PageRequest page) {
        return Player.listByName(page);
    }

    private static ProblemException duplicate(Player existing, String whatToDo) {
        return ProblemException.conflict(
                "duplicate-player",
                "The register already has " + existing.name()
                        + (existing.nickname() == null ? "" : " (" + existing.nickname() + ")") + " as player "
                        + existing.id + "; " + whatToDo,
                Map.of("existing", PlayerView.from(existing)));
    }

    private Player store(Player player) {
        player.persist();
        audit.record(null, "player-registered", "Registered player " + player.id + " '" + player.name() + "'.");
        return player;
    }
}
