package org.tavolo.table;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.security.SecureRandom;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * Commit, then reveal (docs/seat-draw.md#commit-then-reveal): before a game's draw the organizer
 * publishes the SHA-256 of a seed the server picks then; that game's draw uses exactly that seed,
 * and a draw asked with another seed is refused.
 */
@ApplicationScoped
public class SeedCommitments {

    private static final SecureRandom RANDOM = new SecureRandom();

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;

    SeedCommitments(Clock clock, AuditTrail audit, TournamentService tournaments) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
    }

    /** What a commitment request did: the commitment, and whether it had been made before. */
    public record Committed(SeedCommitmentView view, boolean repeated) {}

    /**
     * Commits to the seed of the next game to draw. Asked again before that draw, it answers the
     * same commitment: a seed, once promised, never changes.
     */
    @Transactional
    public Committed commit(long tournamentId) {
        tournaments.getForChange(tournamentId);
        int drawn = Draw.current(tournamentId).map(Draw::gameNumber).orElse(0);
        requireDrawToCome(tournamentId, drawn);
        int game = drawn + 1;
        var existing = SeedCommitment.forGame(tournamentId, game);
        if (existing.isPresent()) {
            return new Committed(SeedCommitmentView.of(tournamentId, existing.get(), false), true);
        }
        byte[] nonce = new byte[16];
        RANDOM.nextBytes(nonce);
        SeedCommitment made = SeedCommitment.of(
                tournamentId, game, Seeds.fresh(), HexFormat.of().formatHex(nonce), clock.instant(), audit.actor());
        made.persist();
        audit.record(
                tournamentId,
                "seed-committed",
                "Committed to the seed of game " + game + "'s draw: sha256 " + made.commitment() + ".",
                Map.of("game", game));
        return new Committed(SeedCommitmentView.of(tournamentId, made, false), false);
    }

    /**
     * Whether a draw can still come after the games drawn: the first draw, or a next game of the round. None after the
     * round's last game (the next round is a tournament of its own) and none after a Hold'em freezeout's one draw; a
     * seal is made, and offered, only for a draw that can come (docs/floor.md#seed-seals).
     */
    public boolean drawCanCome(long tournamentId) {
        int drawn = Draw.current(tournamentId).map(Draw::gameNumber).orElse(0);
        return refusal(tournamentId, drawn) == null;
    }

    private void requireDrawToCome(long tournamentId, int drawn) {
        ProblemException refused = refusal(tournamentId, drawn);
        if (refused != null) {
            throw refused;
        }
    }

    private ProblemException refusal(long tournamentId, int drawn) {
        if (drawn == 0) {
            return null;
        }
        if (tournaments.view(tournamentId).format() == TournamentFormat.TEXAS_HOLDEM) {
            return ProblemException.conflict(
                    "no-next-game", "A Hold'em tournament is one game: tables are balanced and broken, never redrawn.");
        }
        int gamesPerRound = tournaments.settings(tournamentId).gamesPerRound();
        if (drawn >= gamesPerRound) {
            return ProblemException.conflict(
                    "round-complete",
                    "The round has " + gamesPerRound
                            + " games and the last is drawn: no draw comes after it in this round, create the next"
                            + " round from the qualifiers.",
                    Map.of("gamesPerRound", gamesPerRound));
        }
        return null;
    }

    /** Every commitment of the tournament, first game first; the seed of each game already drawn revealed. */
    public List<SeedCommitmentView> list(long tournamentId) {
        tournaments.get(tournamentId);
        return SeedCommitment.ofTournament(tournamentId).stream()
                .map(c -> SeedCommitmentView.of(
                        tournamentId,
                        c,
                        Draw.ofGame(tournamentId, c.gameNumber()).isPresent()))
                .toList();
    }

    /**
     * The seed a game's draw uses: the committed one when there is a commitment (a different seed
     * asked for is refused with 409 seed-committed), else the one asked for, else a fresh one.
     */
    long seedFor(long tournamentId, int game, Long requested) {
        var committed = SeedCommitment.forGame(tournamentId, game);
        if (committed.isEmpty()) {
            return requested == null ? Seeds.fresh() : requested;
        }
        long seed = committed.get().seed();
        if (requested != null && requested != seed) {
            throw ProblemException.conflict(
                    "seed-committed",
                    "The seed of game " + game + "'s draw was committed in advance (sha256 "
                            + committed.get().commitment() + "): draw without a seed, and the committed one is used.",
                    Map.of("field", "seed", "game", game));
        }
        return seed;
    }
}
