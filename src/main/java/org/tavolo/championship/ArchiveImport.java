package org.tavolo.championship;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.PersistenceException;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.Callable;
import org.tavolo.audit.AuditTrail;
import org.tavolo.result.PointsSchemeService;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Brings a {@link ChampionshipArchive} into this installation as a new championship with new
 * tournaments (docs/championships.md#archive): all or nothing, each part checked as the API checks
 * it ({@link ArchiveCheck}); a part refused is named with its line in the archive. A player of the
 * archive is the register player of the same name and nickname, or is registered
 * ({@link ArchivePlayers}).
 *
 * <p>A dry run is the import itself in a transaction that is rolled back: what it answers is what
 * the import would do, and it leaves nothing behind.
 */
@ApplicationScoped
class ArchiveImport {

    /** How long the import of the largest archive may take, on a slow server. */
    private static final int IMPORT_SECONDS = 300;

    private final ObjectMapper json;
    private final ArchiveCheck check;
    private final ArchivePlayers archivePlayers;
    private final ArchiveRows rows;
    private final TournamentService tournaments;
    private final PointsSchemeService schemes;
    private final AuditTrail audit;
    private final Clock clock;

    ArchiveImport(
            ObjectMapper json,
            ArchiveCheck check,
            ArchivePlayers archivePlayers,
            ArchiveRows rows,
            TournamentService tournaments,
            PointsSchemeService schemes,
            AuditTrail audit,
            Clock clock) {
        this.json = json;
        this.check = check;
        this.archivePlayers = archivePlayers;
        this.rows = rows;
        this.tournaments = tournaments;
        this.schemes = schemes;
        this.audit = audit;
        this.clock = clock;
    }

    /** What importing the archive would create: the import, rolled back. */
    ChampionshipArchive.Imported dryRun(String text) throws JsonProcessingException {
        ChampionshipArchive archive = read(text);
        try {
            return inTransaction(text, () -> {
                throw new RolledBack(store(archive).asDryRun());
            });
        } catch (RolledBack done) {
            return done.wouldBe;
        }
    }

    /** Ends a dry run: thrown out of its transaction, it rolls everything back and carries what was counted. */
    private static final class RolledBack extends RuntimeException {

        private final transient ChampionshipArchive.Imported wouldBe;

        RolledBack(ChampionshipArchive.Imported wouldBe) {
            super("dry run", null, false, false);
            this.wouldBe = wouldBe;
        }
    }

    ChampionshipArchive.Imported apply(String text) throws JsonProcessingException {
        ChampionshipArchive archive = read(text);
        return inTransaction(text, () -> store(archive));
    }

    private ChampionshipArchive read(String text) throws JsonProcessingException {
        ChampionshipArchive archive = text == null ? null : json.readValue(text, ChampionshipArchive.class);
        if (archive == null) {
            throw new ArchiveInvalid("format", "The body is a championship archive.").in("");
        }
        return archive;
    }

    /**
     * Runs the import in a transaction of its own. A part refused is told with its place in the
     * text; a value the database cannot hold, which the checks should have caught first, is refused
     * as the archive's fault rather than answered as the service's.
     */
    private static ChampionshipArchive.Imported inTransaction(
            String text, Callable<ChampionshipArchive.Imported> work) {
        try {
            return QuarkusTransaction.requiringNew().timeout(IMPORT_SECONDS).call(work);
        } catch (ArchiveInvalid refused) {
            throw refused.in(text);
        } catch (PersistenceException failed) {
            if (isBadValue(failed)) {
                throw new ArchiveInvalid("format", "A value of the archive cannot be stored: " + failed.getMessage())
                        .in(text);
            }
            throw failed;
        }
    }

    /** SQL state class 22 (data exception) or 23 (integrity) other than uniqueness, which concurrency may cause. */
    private static boolean isBadValue(Throwable failed) {
        for (Throwable cause = failed; cause != null; cause = cause.getCause()) {
            if (cause instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                return state.startsWith("22") || (state.startsWith("23") && !state.equals("23505"));
            }
        }
        return false;
    }

    private ChampionshipArchive.Imported store(ChampionshipArchive archive) {
        check.check(archive);
        Instant now = clock.instant();
        ArchivePlayers.Found players = archivePlayers.resolve(archive.players(), now);
        ChampionshipArchive.Header h = archive.championship();
        Championship championship = Championship.of(h.name(), h.season(), h.kind(), h.bestOf(), h.pointsByPlace(), now);
        championship.persist();
        audit.record(
                null,
                "championship-imported",
                "Imported championship " + championship.id + " '" + championship.name() + "' from an archive, with "
                        + players.matched() + " players found in the register and "
                        + (archive.players().size() - players.matched()) + " registered.");
        for (ChampionshipArchive.Tournament t : archive.tournaments()) {
            long id = tournament(t, players.ids(), now);
            championship.attach(id, t.finalStage(), now);
        }
        return ChampionshipArchive.Imported.of(archive, championship.id, players.matched());
    }

    private long tournament(ChampionshipArchive.Tournament t, Map<Long, Long> playerIds, Instant now) {
        Tournament created =
                tournaments.announce(new CreateTournamentRequest(t.name(), t.format(), t.date(), t.venue()));
        tournaments.changeSettings(created.id, t.settings());
        if (t.leagueScheme() != null) {
            schemes.setLeague(created.id, t.leagueScheme());
        }
        Map<Long, Long> entryIds = rows.entries(created.id, t.entries(), playerIds, now);
        rows.results(created.id, t.results(), entryIds);
        rows.eliminations(created.id, t.eliminations(), entryIds);
        if (t.drawn()) {
            created.markDrawn(now);
        }
        audit.record(
                created.id,
                "results-imported",
                "Imported " + t.entries().size() + " entries, " + t.results().size() + " table results and "
                        + t.eliminations().size() + " eliminations from an archive.",
                Map.of(
                        "entries", t.entries().size(),
                        "results", t.results().size(),
                        "eliminations", t.eliminations().size()));
        return created.id;
    }
}
