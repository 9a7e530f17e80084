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
import java.util.Map;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.paging.PageRequest;

/** A member of the club's player register; one player may enter many tournaments. */
@Entity
public class Player extends PanacheEntityBase {

    /** The longest name the register keeps, in characters. */
    public static final int MAX_NAME = 200;
    /** The longest nickname the register keeps, in characters. */
    public static final int MAX_NICKNAME = 100;
    /** The longest contact the register keeps, in characters. */
    public static final int MAX_CONTACT = 200;
    /** The longest membership card number the register keeps, in characters. */
    public static final int MAX_CARD = 40;

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, length = 200)
    private String name;

    @Column(length = 100)
    private String nickname;

    @Column(length = 200)
    private String contact;

    /** The number of the club's membership card (tessera), when the club gave one. */
    @Column(name = "membership_card", length = 40)
    private String membershipCard;

    /** 0 for the first player of a name and nickname; 1, 2, … for namesakes registered on purpose. */
    @Column(nullable = false)
    private int homonym;

    @Column(name = "created_at", nullable = false, updatable = false)
    private Instant createdAt;

    @Version
    private long version;

    protected Player() {
        // for JPA
    }

    /** Adds a player to the register; blank nickname and contact are stored as absent. */
    public static Player register(String name, String nickname, String contact, Instant now) {
        requireFits(name, nickname, contact);
        Player player = new Player();
        player.name = name.strip();
        player.nickname = blankToNull(nickname);
        player.contact = blankToNull(contact);
        player.createdAt = now;
        return player;
    }

    /** A namesake of players already registered under the same name and nickname. */
    public static Player registerNamesake(String name, String nickname, String contact, Instant now) {
        Player player = register(name, nickname, contact, now);
        player.homonym = 1
                + findByNameAndNickname(name, nickname).stream()
                        .mapToInt(p -> p.homonym)
                        .max()
                        .orElse(-1);
        return player;
    }

    /**
     * Changes the player's name, nickname and contact. A new name and nickname that others already
     * have makes this player their namesake, numbered after them; keeping them keeps the number.
     */
    public void edit(String newName, String newNickname, String newContact) {
        requireFits(newName, newNickname, newContact);
        if (!isNamed(newName, newNickname)) {
            homonym = findByNameAndNickname(newName, newNickname).stream()
                    .filter(p -> !p.id.equals(id))
                    .mapToInt(p -> p.homonym + 1)
                    .max()
                    .orElse(0);
        }
        name = newName.strip();
        nickname = blankToNull(newNickname);
        contact = blankToNull(newContact);
    }

    /** Whether this is the player's name and nickname, ignoring case and surrounding blanks. */
    public boolean isNamed(String otherName, String otherNickname) {
        String nick = blankToNull(otherNickname);
        return name.equalsIgnoreCase(otherName.strip())
                && (nickname == null ? nick == null : nick != null && nickname.equalsIgnoreCase(nick));
    }

    /** Players of this name, whatever their nickname, ignoring case and surrounding blanks. */
    public static List<Player> findByName(String name) {
        return list("lower(name) = ?1 order by id", name.strip().toLowerCase());
    }

    /** Everyone in the register, by name. */
    public static List<Player> listByName(PageRequest page) {
        return find("order by lower(name), id").page(page.panache()).list();
    }

    /** Players whose name and nickname match, ignoring case and surrounding blanks. */
    public static List<Player> findByNameAndNickname(String name, String nickname) {
        String nick = blankToNull(nickname);
        if (nick == null) {
            return list(
                    "lower(name) = ?1 and nickname is null order by id",
                    name.strip().toLowerCase());
        }
        return list(
                "lower(name) = ?1 and lower(nickname) = ?2 order by id",
                name.strip().toLowerCase(),
                nick.toLowerCase());
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

    public String membershipCard() {
        return membershipCard;
    }

    /** Records the number of the club's membership card the player holds; a blank one leaves it as it was. */
    public void holdMembershipCard(String card) {
        requireFits("card", card, MAX_CARD);
        if (card != null && !card.isBlank()) {
            membershipCard = card.strip();
        }
    }

    public Instant createdAt() {
        return createdAt;
    }

    private static void requireFits(String name, String nickname, String contact) {
        requireFits("name", name, MAX_NAME);
        requireFits("nickname", nickname, MAX_NICKNAME);
        requireFits("contact", contact, MAX_CONTACT);
    }

    /**
     * Refuses a text longer than its column keeps, counted in characters as PostgreSQL counts them, after the blanks
     * around it that are never stored: 400 {@code validation} naming the field, as the API's own requests are refused,
     * whichever door the player came through (the API, a page's form, a registration file).
     */
    private static void requireFits(String field, String value, int limit) {
        String kept = value == null ? "" : value.strip();
        int length = kept.codePointCount(0, kept.length());
        if (length > limit) {
            throw new ProblemException(Problem.of(
                            400,
                            "validation",
                            "Invalid request",
                            field + ": at most " + limit + " characters; this one has " + length + ".")
                    .withViolations(List.of(new Problem.Violation(field, "at most " + limit + " characters")))
                    .with(Map.of("field", field, "limit", limit, "length", length)));
        }
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
