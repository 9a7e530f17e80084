package org.tavolo.table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * The organizer's promise of the seed of one game's draw, made before the draw (commit, then
 * reveal): the SHA-256 of {@code "<seed>:<nonce>"} is public at once, the seed and nonce only once
 * that game is drawn, so that anyone can check that the seed was fixed in advance
 * (docs/seat-draw.md#commit-then-reveal). The 128-bit nonce keeps the seed from being found by
 * hashing every possible seed in the meantime.
 */
@Entity
@Table(name = "seed_commitment")
public class SeedCommitment extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(name = "game_number", nullable = false, updatable = false)
    private int gameNumber;

    @Column(nullable = false, updatable = false)
    private long seed;

    @Column(nullable = false, updatable = false, length = 32)
    private String nonce;

    @Column(nullable = false, updatable = false, length = 64)
    private String commitment;

    @Column(name = "committed_at", nullable = false, updatable = false)
    private Instant committedAt;

    @Column(name = "committed_by", nullable = false, updatable = false)
    private String committedBy;

    protected SeedCommitment() {
        // for JPA
    }

    static SeedCommitment of(long tournamentId, int gameNumber, long seed, String nonce, Instant now, String actor) {
        SeedCommitment c = new SeedCommitment();
        c.tournamentId = tournamentId;
        c.gameNumber = gameNumber;
        c.seed = seed;
        c.nonce = nonce;
        c.commitment = hash(seed, nonce);
        c.committedAt = now;
        c.committedBy = actor;
        return c;
    }

    /** The commitment to a seed: SHA-256 of the UTF-8 text {@code "<seed>:<nonce>"}, in lowercase hex. */
    public static String hash(long seed, String nonce) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest((Long.toUnsignedString(seed) + ":" + nonce).getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest);
        } catch (NoSuchAlgorithmException everyJavaHasIt) {
            throw new IllegalStateException(everyJavaHasIt);
        }
    }

    static Optional<SeedCommitment> forGame(long tournamentId, int gameNumber) {
        return find("tournamentId = ?1 and gameNumber = ?2", tournamentId, gameNumber)
                .firstResultOptional();
    }

    static List<SeedCommitment> ofTournament(long tournamentId) {
        return list("tournamentId = ?1 order by gameNumber", tournamentId);
    }

    public int gameNumber() {
        return gameNumber;
    }

    long seed() {
        return seed;
    }

    String nonce() {
        return nonce;
    }

    public String commitment() {
        return commitment;
    }

    public Instant committedAt() {
        return committedAt;
    }

    public String committedBy() {
        return committedBy;
    }
}
