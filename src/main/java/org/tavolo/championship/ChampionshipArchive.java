package org.tavolo.championship;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentSettings;

/**
 * A championship as one JSON document (docs/championships.md#archive): its tournaments with their
 * settings, entries, the players of the register they name, every table result with its
 * corrections and voids (results are never deleted, so the chain of replacements is the history),
 * and the Hold'em eliminations. Ids are the exporting installation's; they only link the parts
 * of the archive to one another.
 */
public record ChampionshipArchive(
        @NotNull String format,
        int version,
        @NotNull @Valid Header championship,
        @NotNull List<@NotNull @Valid Player> players,
        @NotNull List<@NotNull @Valid Tournament> tournaments) {

    public static final String FORMAT = "tavolo-championship";
    public static final int VERSION = 1;
    /** The first moment a stored timestamp may hold: the start of year 1. */
    static final Instant EARLIEST = Instant.parse("0001-01-01T00:00:00Z");
    /** The end of year 9999, after the last moment a stored timestamp may hold. */
    static final Instant LATEST = Instant.parse("+10000-01-01T00:00:00Z");

    public record Header(
            @NotBlank String name,
            @NotBlank String season,
            @NotNull ChampionshipKind kind,
            Integer bestOf,
            List<BigDecimal> pointsByPlace) {}

    /** A register player: name and nickname only (contact details stay in the club that has them). */
    public record Player(long id, @NotBlank String name, String nickname) {}

    public record Tournament(
            long id,
            @NotBlank String name,
            @NotNull TournamentFormat format,
            @NotNull LocalDate date,
            String venue,
            @NotNull TournamentSettings settings,
            boolean drawn,
            boolean finalStage,
            List<BigDecimal> leagueScheme,
            @NotNull List<@NotNull @Valid Entry> entries,
            @NotNull List<@NotNull @Valid Result> results,
            @NotNull List<@NotNull @Valid Elimination> eliminations) {}

    /** An entry; {@code status} ACTIVE, ELIMINATED (with its finishing place) or WINNER. */
    public record Entry(long id, long player, @NotBlank String status, Integer finishingPlace) {}

    /** A table result as recorded, voided or replaced; {@code replaces} names an earlier result of the archive. */
    public record Result(
            long id,
            int round,
            int game,
            int table,
            @NotBlank String kind,
            @NotBlank String status,
            @NotBlank String recordedBy,
            @NotNull Instant recordedAt,
            Long replaces,
            String voidedBy,
            Instant voidedAt,
            String voidReason,
            @NotNull List<@NotNull Line> lines) {}

    public record Line(
            long entry,
            int place,
            int sharedBy,
            long pointsUnits,
            long chips,
            Long eliminatedInHand,
            Long chipsAtStartOfHand) {}

    /** A Hold'em elimination: the game, the table, the entry, its order among the eliminations and its chips then. */
    public record Elimination(int game, int table, long entry, long sequence, long chipsAtStartOfHand) {}

    /** What an import created (or, on a dry run, would create). */
    public record Imported(
            boolean dryRun,
            Long championshipId,
            int tournaments,
            int playersMatched,
            int playersRegistered,
            int entries,
            int results) {

        /** What importing {@code archive} as championship {@code championshipId} made. */
        static Imported of(ChampionshipArchive archive, Long championshipId, int matched) {
            return new Imported(
                    false,
                    championshipId,
                    archive.tournaments().size(),
                    matched,
                    archive.players().size() - matched,
                    archive.tournaments().stream()
                            .mapToInt(t -> t.entries().size())
                            .sum(),
                    archive.tournaments().stream()
                            .mapToInt(t -> t.results().size())
                            .sum());
        }

        /** The same counts, told of a dry run: nothing was made, so there is no championship to point at. */
        Imported asDryRun() {
            return new Imported(true, null, tournaments, playersMatched, playersRegistered, entries, results);
        }
    }
}
