package org.tavolo.table;

import java.time.Instant;

/**
 * A seed commitment as everyone sees it: the hash at once; the seed and nonce once its game is
 * drawn ({@code revealed}), so that SHA-256 of {@code "<seed>:<nonce>"} can be checked against it.
 *
 * @param game        the game whose draw the seed is for
 * @param commitment  SHA-256 of {@code "<seed>:<nonce>"}, lowercase hex
 * @param algorithm   what was hashed, in words
 * @param revealed    whether the game is drawn, so the seed and nonce are public
 * @param seed        the seed, once revealed
 * @param nonce       the nonce, 32 lowercase hex digits, once revealed
 */
public record SeedCommitmentView(
        long tournamentId,
        int game,
        String commitment,
        String algorithm,
        Instant committedAt,
        String committedBy,
        boolean revealed,
        Long seed,
        String nonce) {

    /** What is hashed, as the published views say it. */
    public static final String HASHED = "sha256(\"<seed>:<nonce>\")";

    static SeedCommitmentView of(long tournamentId, SeedCommitment c, boolean revealed) {
        return new SeedCommitmentView(
                tournamentId,
                c.gameNumber(),
                c.commitment(),
                HASHED,
                c.committedAt(),
                c.committedBy(),
                revealed,
                revealed ? c.seed() : null,
                revealed ? c.nonce() : null);
    }
}
