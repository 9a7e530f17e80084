package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Path;
import jakarta.validation.Validator;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tavolo.player.RegisterPlayerRequest;
import org.tavolo.poker.RuleViolation;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;
import org.tavolo.result.SetPointsSchemeRequest;
import org.tavolo.result.VoidResultRequest;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.TournamentFormat;

/**
 * Checks a {@link ChampionshipArchive} before anything of it is stored, as the API it restores
 * checks each part (docs/championships.md#archive-validation): each part goes through Bean
 * Validation on the API's own request record ({@link CreateChampionshipRequest},
 * {@link RegisterPlayerRequest}, {@link CreateTournamentRequest}, {@link SetPointsSchemeRequest},
 * {@link VoidResultRequest}) and through the domain's rules (settings, points, one winner); then
 * the parts must fit together. The first part that does not is refused with an
 * {@link ArchiveInvalid} naming its field.
 */
@ApplicationScoped
class ArchiveCheck {

    private final Validator validator;

    ArchiveCheck(Validator validator) {
        this.validator = validator;
    }

    void check(ChampionshipArchive archive) {
        valid("", archive);
        require(
                ChampionshipArchive.FORMAT.equals(archive.format()) && archive.version() == ChampionshipArchive.VERSION,
                "format",
                "This is not a championship archive of version " + ChampionshipArchive.VERSION + " ('format': '"
                        + ChampionshipArchive.FORMAT + "').");
        header(archive.championship());
        Set<Long> players = players(archive.players());
        List<ChampionshipArchive.Tournament> tournaments = archive.tournaments();
        for (int i = 0; i < tournaments.size(); i++) {
            String at = "tournaments[" + i + "]";
            ChampionshipArchive.Tournament t = tournaments.get(i);
            require(
                    !t.finalStage() || i == tournaments.size() - 1,
                    at + ".finalStage",
                    "Only the last stage is a final.");
            tournament(at, t, archive.championship());
            ArchiveParts.check(at, t, players);
        }
    }

    /** The championship as {@code POST /api/championships} takes it. */
    private void header(ChampionshipArchive.Header h) {
        valid(
                "championship.",
                new CreateChampionshipRequest(h.name(), h.season(), h.kind(), h.bestOf(), h.pointsByPlace()));
        points("championship.pointsByPlace", h.pointsByPlace());
    }

    /** Each player as {@code POST /api/players} takes it, listed once. */
    private Set<Long> players(List<ChampionshipArchive.Player> archived) {
        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < archived.size(); i++) {
            ChampionshipArchive.Player p = archived.get(i);
            valid("players[" + i + "].", new RegisterPlayerRequest(p.name(), p.nickname(), null));
            require(ids.add(p.id()), "players[" + i + "].id", "Player " + p.id() + " is listed twice.");
        }
        return ids;
    }

    /** A tournament as announcing it, setting its settings and its league scheme take it. */
    private void tournament(String at, ChampionshipArchive.Tournament t, ChampionshipArchive.Header championship) {
        valid(at + ".", new CreateTournamentRequest(t.name(), t.format(), t.date(), t.venue()));
        date(at + ".date", t.date());
        valid(at + ".settings.", t.settings());
        try {
            t.settings().validated();
        } catch (RuleViolation broken) {
            throw new ArchiveInvalid(at + ".settings." + broken.details().get("field"), broken.getMessage());
        }
        if (t.leagueScheme() != null) {
            validRenamed(at + ".leagueScheme", new SetPointsSchemeRequest(t.leagueScheme()));
            points(at + ".leagueScheme", t.leagueScheme());
            try {
                new PointsScheme(t.leagueScheme().stream().map(Points::of).toList());
            } catch (RuleViolation broken) {
                throw new ArchiveInvalid(at + ".leagueScheme", broken.getMessage());
            }
        }
        require(
                championship.kind() != ChampionshipKind.SEASON
                        || t.format() != TournamentFormat.TEXAS_HOLDEM
                        || championship.pointsByPlace() != null
                        || t.leagueScheme() != null,
                at + ".leagueScheme",
                "A Hold'em evening of a season needs a league scheme, or the championship's pointsByPlace.");
        List<ChampionshipArchive.Result> results = t.results();
        for (int j = 0; j < results.size(); j++) {
            ChampionshipArchive.Result r = results.get(j);
            String result = at + ".results[" + j + "]";
            instant(result + ".recordedAt", r.recordedAt());
            instant(result + ".voidedAt", r.voidedAt());
            if (r.voidReason() != null) {
                validRenamed(result + ".voidReason", new VoidResultRequest(r.voidReason()));
            }
        }
    }

    /** Points in whole tenths, as {@code Points.of} takes them. */
    private static void points(String field, List<BigDecimal> points) {
        if (points == null) {
            return;
        }
        for (int i = 0; i < points.size(); i++) {
            try {
                Points.of(points.get(i));
            } catch (RuleViolation | ArithmeticException broken) {
                throw new ArchiveInvalid(field + "[" + i + "]", "Points are whole tenths of a point within range.");
            }
        }
    }

    /** Dates of the calendar the database keeps: years 1 to 9999. */
    private static void date(String field, LocalDate date) {
        require(
                date == null || (date.getYear() >= 1 && date.getYear() <= 9999),
                field,
                "A date falls in the years 1 to 9999.");
    }

    private static void instant(String field, Instant instant) {
        require(
                instant == null
                        || (!instant.isBefore(ChampionshipArchive.EARLIEST)
                                && instant.isBefore(ChampionshipArchive.LATEST)),
                field,
                "A moment falls in the years 1 to 9999.");
    }

    /** Bean Validation of a part; a field of the part refused is named after {@code prefix}. */
    private void valid(String prefix, Object part) {
        refuseFirst(prefix, validator.validate(part), null);
    }

    /** Bean Validation of a request record of one field, whose field the archive names {@code field}. */
    private void validRenamed(String field, Object request) {
        refuseFirst(field, validator.validate(request), field);
    }

    private static <T> void refuseFirst(String prefix, Set<ConstraintViolation<T>> violations, String renamed) {
        violations.stream()
                .map(v -> new ArchiveInvalid(
                        renamed == null ? prefix + pathOf(v.getPropertyPath()) : renamed + indexOf(v.getPropertyPath()),
                        v.getMessage()))
                .min(Comparator.comparing(ArchiveInvalid::field))
                .ifPresent(refused -> {
                    throw refused;
                });
    }

    /** A property path as the archive's field: {@code players[3].name}. */
    private static String pathOf(Path path) {
        StringBuilder out = new StringBuilder();
        for (Path.Node node : path) {
            if (node.getIndex() != null) {
                out.append('[').append(node.getIndex()).append(']');
            }
            String name = node.getName();
            if (name != null && !name.isEmpty() && !name.startsWith("<")) {
                out.append(out.isEmpty() ? "" : ".").append(name);
            }
        }
        return out.toString();
    }

    /** The list index a violation of a one-field request names, if any: {@code [3]}. */
    private static String indexOf(Path path) {
        String index = "";
        for (Path.Node node : path) {
            if (node.getIndex() != null) {
                index = "[" + node.getIndex() + "]";
            }
        }
        return index;
    }

    static void require(boolean holds, String field, String detail) {
        if (!holds) {
            throw new ArchiveInvalid(field, detail);
        }
    }
}
