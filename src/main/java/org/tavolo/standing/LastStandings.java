package org.tavolo.standing;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.quarkus.hibernate.orm.panache.Panache;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.UncheckedIOException;
import java.util.function.Supplier;
import org.tavolo.common.error.ProblemException;
import org.tavolo.tournament.TournamentFormat;

/**
 * The last standings computed for a few rounds, served again while nothing that changes them has
 * happened since.
 *
 * <p>The key is the tournament's standings version, a counter the database raises in the same
 * transaction as every change of its results, entries or players' names (migration V200). It is
 * read before the results, so kept standings are never older than their version: a change
 * committed after the read raises the counter, and the next request computes again. Standings are
 * kept and served only outside a transaction: one that has written may see its own changes, not yet
 * counted, and may still roll back.
 *
 * <p>The id of the tournament's latest audit event would not do: ids are handed out when a change
 * is written, not when it commits, so a change may become visible under an id lower than one
 * already seen, and a player's new name is not an event of the tournament.
 */
@ApplicationScoped
class LastStandings {

    private static final String STAMP =
            "select new org.tavolo.standing.LastStandings$Stamp(t.format, coalesce(v.version, 0L))"
                    + " from Tournament t left join StandingsVersion v on v.tournamentId = t.id where t.id = ?1";

    private final Cache<Round, Kept> kept;
    private final boolean keeping;
    private final ObjectMapper json;

    LastStandings(StandingsConfig config, ObjectMapper json) {
        this.kept = Caffeine.newBuilder().maximumSize(config.roundsKept()).build();
        this.keeping = config.roundsKept() > 0;
        this.json = json;
    }

    /** A round of a tournament. */
    record Round(long tournamentId, int round) {}

    /** The tournament's format and standings version, read together; 404 for an unknown tournament. */
    record Stamp(TournamentFormat format, long version) {}

    /** Standings computed at one version, with the JSON they are written as (null when not kept). */
    record Kept(long version, RoundStandings standings, byte[] json) {}

    static Stamp stamp(long tournamentId) {
        return Panache.getEntityManager()
                .createQuery(STAMP, Stamp.class)
                .setParameter(1, tournamentId)
                .getResultList()
                .stream()
                .findFirst()
                .orElseThrow(() -> ProblemException.notFound("tournament", tournamentId));
    }

    /** Whether standings read now may be kept and served again: only outside a transaction, if any are kept. */
    boolean keepable() {
        return keeping && !QuarkusTransaction.isActive();
    }

    /**
     * The standings of the round at {@code version} or later: the kept ones when they were computed
     * at that version or a later one, otherwise computed now and kept. Readers of the same round
     * wait for one computation instead of each computing the same standings.
     */
    Kept at(Round round, long version, Supplier<RoundStandings> compute) {
        Kept last = kept.getIfPresent(round);
        if (last != null && last.version() >= version) {
            return last;
        }
        return kept.asMap()
                .compute(round, (r, old) -> old != null && old.version() >= version ? old : fresh(version, compute));
    }

    private Kept fresh(long version, Supplier<RoundStandings> compute) {
        RoundStandings computed = compute.get();
        return new Kept(version, computed, write(computed.view()));
    }

    byte[] write(StandingsView view) {
        try {
            return json.writeValueAsBytes(view);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
