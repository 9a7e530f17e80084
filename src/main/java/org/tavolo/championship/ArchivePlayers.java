package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tavolo.player.PlayerService;

/**
 * Finds the players of an archive in the register, or registers them, in a few statements whatever
 * their number: by name and nickname, ignoring case and surrounding blanks as the register does, the
 * k-th namesake of the archive being the k-th of the register; the others are registered, numbered
 * after the register's namesakes. The register's names are locked first, as a registration locks
 * them, so that two imports at once do not register a person twice.
 */
@ApplicationScoped
class ArchivePlayers {

    private static final String NAMESAKES = "select id, lower(name), lower(coalesce(nickname, '')), homonym"
            + " from player where lower(name) = any(?) order by id";

    private final PlayerService players;
    private final ArchiveRows rows;
    private final EntityManager em;

    ArchivePlayers(PlayerService players, ArchiveRows rows, EntityManager em) {
        this.players = players;
        this.rows = rows;
        this.em = em;
    }

    /** The register's id of each archived player, and how many of them were found rather than registered. */
    record Found(Map<Long, Long> ids, int matched) {}

    Found resolve(List<ChampionshipArchive.Player> archived, Instant now) {
        players.lockNames(
                archived.stream().map(ChampionshipArchive.Player::name).toList());
        Map<String, Namesakes> register = register(archived);
        Map<Long, Long> ids = new HashMap<>();
        List<ChampionshipArchive.Player> unknown = new ArrayList<>();
        List<ArchiveRows.NewPlayer> added = new ArrayList<>();
        for (ChampionshipArchive.Player p : archived) {
            Namesakes same = register.computeIfAbsent(key(p.name(), nickname(p.nickname())), k -> new Namesakes());
            if (same.taken < same.ids.size()) {
                ids.put(p.id(), same.ids.get(same.taken++));
            } else {
                unknown.add(p);
                added.add(new ArchiveRows.NewPlayer(p.name().strip(), nickname(p.nickname()), ++same.lastHomonym));
            }
        }
        int matched = ids.size();
        List<Long> registered = rows.players(added, now);
        for (int i = 0; i < unknown.size(); i++) {
            ids.put(unknown.get(i).id(), registered.get(i));
        }
        return new Found(ids, matched);
    }

    /** The register's players of the archive's names, by name and nickname, in the order they were registered. */
    private Map<String, Namesakes> register(List<ChampionshipArchive.Player> archived) {
        String[] names = archived.stream()
                .map(p -> p.name().strip().toLowerCase(Locale.ROOT))
                .distinct()
                .toArray(String[]::new);
        Map<String, Namesakes> register = new HashMap<>();
        em.unwrap(org.hibernate.Session.class).doWork(c -> {
            try (var s = c.prepareStatement(NAMESAKES)) {
                s.setArray(1, c.createArrayOf("text", names));
                try (var found = s.executeQuery()) {
                    while (found.next()) {
                        Namesakes same = register.computeIfAbsent(
                                found.getString(2) + '\u0001' + found.getString(3), k -> new Namesakes());
                        same.ids.add(found.getLong(1));
                        same.lastHomonym = Math.max(same.lastHomonym, found.getInt(4));
                    }
                }
            }
        });
        return register;
    }

    private static String key(String name, String nickname) {
        return name.strip().toLowerCase(Locale.ROOT)
                + '\u0001'
                + (nickname == null ? "" : nickname.toLowerCase(Locale.ROOT));
    }

    /** A nickname as the register keeps it: stripped, blank as none. */
    private static String nickname(String nickname) {
        return nickname == null || nickname.isBlank() ? null : nickname.strip();
    }

    /** The register's players of one name and nickname, and how many the archive has claimed so far. */
    private static final class Namesakes {
        private final List<Long> ids = new ArrayList<>();
        private int taken;
        private int lastHomonym = -1;
    }
}
