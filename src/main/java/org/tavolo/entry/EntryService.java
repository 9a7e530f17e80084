package org.tavolo.entry;

import io.quarkus.narayana.jta.runtime.TransactionConfiguration;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.ProblemException;
import org.tavolo.player.Player;
import org.tavolo.player.PlayerService;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentService;

/**
 * Entries into a tournament: one by one or from a CSV file. Registration closes at the first draw,
 * except Hold'em late registration (until the level set), where the newcomer is seated at once.
 */
@ApplicationScoped
public class EntryService {

    /** How long the import of a file of the most lines allowed may take, on a slow server. */
    private static final int IMPORT_SECONDS = 300;

    private final Clock clock;
    private final AuditTrail audit;
    private final TournamentService tournaments;
    private final PlayerService players;
    private final Seating floor;
    private final EntriesDoor door;
    private final CsvCheck csvCheck;

    EntryService(
            Clock clock,
            AuditTrail audit,
            TournamentService tournaments,
            PlayerService players,
            Seating floor,
            EntriesDoor door,
            CsvCheck csvCheck) {
        this.clock = clock;
        this.audit = audit;
        this.tournaments = tournaments;
        this.players = players;
        this.floor = floor;
        this.door = door;
        this.csvCheck = csvCheck;
    }

    /** Enters a registered player; refused twice for the same player, and after the draw unless late registration is open. */
    @Transactional
    public Entry enter(long tournamentId, long playerId) {
        Tournament tournament = tournaments.getForChange(tournamentId);
        boolean late = requireRegistrationOpen(tournament);
        Player player = players.get(playerId);
        if (Entry.exists(tournamentId, playerId)) {
            throw ProblemException.conflict(
                    "already-entered",
                    player.name() + " is already entered in this tournament.",
                    Map.of("playerId", playerId, "name", player.name()));
        }
        return persist(tournament, player, late);
    }

    /**
     * A walk-in: registers a new player in the club register and enters them at once, or neither. The form's
     * idempotency key makes it safe to send twice: a key that made an entry already answers that entry's player and
     * changes nothing. Walk-ins wait for each other on the tournament's row lock, so that two sends of one form at
     * once answer the same (the second finds the entry the first made) and late walk-ins at once are each seated in
     * turn, none refused as a concurrent change. Refused, with nothing stored, when entries are closed, a field is
     * longer than the register keeps (400 validation naming it) or the register has a player of that name and
     * nickname already (409 duplicate-player: enter that one instead). Returns the new player's id.
     *
     * @param key the walk-in form's idempotency key; null or blank for a send without one
     */
    @Transactional
    public long enterNewPlayer(
            long tournamentId, String key, String name, String nickname, String contact, String card) {
        Tournament tournament = tournaments.getLocked(tournamentId);
        String walkIn = key == null || key.isBlank() ? null : key.strip();
        if (walkIn != null) {
            Optional<Entry> made = Entry.ofWalkIn(tournamentId, walkIn);
            if (made.isPresent()) {
                return made.get().player().id;
            }
        }
        boolean late = requireRegistrationOpen(tournament);
        Player player = players.register(name, nickname, contact, card);
        persist(tournament, player, late, walkIn);
        return player.id;
    }

    /** Whether a player may be entered now: before the draw, or after it while Hold'em late registration is open. */
    public boolean canEnter(long tournamentId) {
        return closed(tournamentId).isEmpty();
    }

    /** Why entries are closed (at the draw, or at the end of late registration's level); empty while they are open. */
    public Optional<EntriesClosed> closed(long tournamentId) {
        return door.closed(tournaments.get(tournamentId));
    }

    /**
     * Registers the players of a CSV file ({@code name[,nickname[,contact]]} per line, optional
     * header): each is found in the club register by name and nickname (by name alone when the line
     * has no nickname and one player has that name), or added to it, and entered. All or nothing:
     * when any line is bad, the answer lists every bad line and nothing is stored. A file of more
     * than {@link CsvCheck#MAX_LINES} players is refused before the database is touched. The
     * register's names are locked first, so that imports at the same moment do not register a
     * person twice.
     */
    @Transactional
    @TransactionConfiguration(timeout = IMPORT_SECONDS)
    public CsvImport enterFromCsv(long tournamentId, String csv) {
        List<CsvLine> lines = CsvCheck.lines(csv);
        Tournament tournament = tournaments.getForChange(tournamentId);
        boolean late = requireRegistrationOpen(tournament);
        players.lockNames(lines.stream()
                .filter(l -> l.problem().isEmpty())
                .map(CsvLine::name)
                .toList());
        List<CsvCheck.Checked> checked = csvCheck.check(tournamentId, lines);
        refuseAnyBadLine(checked, lines.size());
        List<Entry> entered = new ArrayList<>();
        List<CsvImport.LineOutcome> outcomes = new ArrayList<>();
        for (CsvCheck.Checked c : checked) {
            CsvLine line = c.line();
            Player player = c.match()
                    .orElseGet(() -> players.register(line.name(), line.nickname(), line.contact(), line.card()));
            outcomes.add(
                    c.match().isPresent()
                            ? CsvImport.LineOutcome.matched(line, player.id)
                            : CsvImport.LineOutcome.created(line, player.id));
            entered.add(persist(tournament, player, late));
        }
        return new CsvImport(entered, outcomes);
    }

    /** Refuses the whole file, storing nothing, when any line of it cannot be registered (each named with why). */
    private static void refuseAnyBadLine(List<CsvCheck.Checked> checked, int lines) {
        List<Map<String, Object>> bad = checked.stream()
                .filter(CsvCheck.Checked::refused)
                .map(c -> Map.<String, Object>of(
                        "line",
                        c.line().number(),
                        "text",
                        c.line().text(),
                        "reason",
                        c.refusal().english()))
                .toList();
        if (!bad.isEmpty()) {
            throw ProblemException.badRequest(
                    "invalid-csv",
                    bad.size() + " of " + lines + " lines cannot be registered; nothing was stored.",
                    Map.of("lines", bad));
        }
    }

    /**
     * The preview of a registration file (a dry run): per line, the register's player it matches,
     * "new", or why it is refused, checked as {@link #enterFromCsv} checks; nothing is stored.
     */
    public List<CsvImport.LineOutcome> previewCsv(long tournamentId, String csv) {
        requireRegistrationOpen(tournaments.get(tournamentId));
        List<CsvLine> lines = CsvCheck.lines(csv);
        return csvCheck.check(tournamentId, lines).stream()
                .map(CsvCheck.Checked::outcome)
                .toList();
    }

    /** Withdraws an entry before the draw. */
    @Transactional
    public void withdraw(long tournamentId, long entryId) {
        Tournament tournament = tournaments.getForChange(tournamentId);
        if (tournament.isDrawn()) {
            throw ProblemException.conflict(
                    "registration-closed",
                    "The seats are drawn: an entry can no longer be withdrawn, only eliminated.");
        }
        Entry entry = Entry.inTournament(tournamentId, entryId);
        entry.delete();
        audit.record(
                tournamentId,
                "entry-withdrawn",
                "Withdrew entry " + entryId + " of " + entry.player().name() + ".",
                Map.of("name", entry.player().name()));
    }

    public List<Entry> list(long tournamentId) {
        tournaments.get(tournamentId);
        return Entry.ofTournament(tournamentId);
    }

    public Entry get(long tournamentId, long entryId) {
        tournaments.get(tournamentId);
        return Entry.inTournament(tournamentId, entryId);
    }

    private Entry persist(Tournament tournament, Player player, boolean late) {
        return persist(tournament, player, late, null);
    }

    private Entry persist(Tournament tournament, Player player, boolean late, String walkInKey) {
        Entry entry = late
                ? Entry.enterLate(tournament.id, player, clock.instant())
                : Entry.enter(tournament.id, player, clock.instant());
        if (walkInKey != null) {
            entry.keyedByWalkIn(walkInKey);
        }
        entry.persist();
        Entry.flush();
        audit.record(
                tournament.id,
                "player-entered",
                "Entered " + player.name() + " (player " + player.id + ") as entry " + entry.id + (late ? ", late" : "")
                        + ".",
                Map.of("name", player.name(), "late", late));
        if (late) {
            floor.seatLateEntry(tournament, entry);
        }
        return entry;
    }

    /** Open before the draw; afterwards only Hold'em late registration until its level ends. Returns whether the entry is late. */
    private boolean requireRegistrationOpen(Tournament tournament) {
        return door.requireOpen(tournament);
    }
}
