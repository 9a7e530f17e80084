package org.tavolo.player;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.List;

/** A member of the club's player register; one player may enter many tournaments. */
@Entity
public class Player extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(length = 100)
    private String nickname;

    @Column(length = 200)
    private String contact;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    protected Player() {
        // for JPA
    }

    /** Adds a player to the register; blank nickname and contact are stored as absent. */
    public static Player register(String name, String nickname, String contact, Instant now) {
        Player player = new Player();
        player.name = name.strip();
        player.nickname = blankToNull(nickname);
        player.contact = blankToNull(contact);
        player.createdAt = now;
        return player;
    }

    /** Everyone in the register, by name. */
    public static List<Player> listByName() {
        return list("order by lower(name), id");
    }

    /** Players whose name and nickname match, ignoring case and surrounding blanks. */
    public static List<Player> findByNameAndNickname(String name, String nickname) {
        String nick = blankToNull(nickname);
        if (nick == null) {
            return list("lower(name) = ?1 and nickname is null", name.strip().toLowerCase());
        }
        return list("lower(name) = ?1 and lower(nickname) = ?2", name.strip().toLowerCase(), nick.toLowerCase());
    }

    public String name() {
        return name;
    }

    public String nickname() {
        return nickname;
    }

    public String contact() {
        return contact;
    }

    public Instant createdAt() {
        return createdAt;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
