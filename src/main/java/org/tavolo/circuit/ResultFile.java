package org.tavolo.circuit;

import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.validation.Valid;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.tavolo.common.chips.Chips;
import org.tavolo.tournament.TournamentFormat;

/**
 * The circuit's standard result file, schema version 1 (docs/circuit.md#the-result-file): the registered evening,
 * the club, the date and format; the evening's final places (ties share a place); for each game and table the
 * finishing order with places, the points as the club scored them and the chips where they decide. A player is
 * named by the circuit's card, or, without one, by name and nickname (a provisional card is then given).
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(description = "A circuit result file, schema version 1 (docs/circuit.md)")
public record ResultFile(
        @NotNull @Min(1) @Max(1) Integer schemaVersion,
        @NotNull Long evening,
        @NotBlank @Size(max = 200) String club,
        @NotNull LocalDate date,
        @NotNull TournamentFormat format,
        @NotNull @Size(min = 2, max = 2000) List<@NotNull @Valid Line> places,
        @NotNull @Size(max = 500) List<@NotNull @Valid Game> games) {

    /** The only version of the schema there is. */
    public static final int SCHEMA_VERSION = 1;

    /** A player and a place: in the evening's final order, or at a table of a game. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Line(
            @Size(max = 40) String card,
            @NotBlank @Size(max = 200) String name,
            @Size(max = 100) String nickname,
            @NotNull @Min(1) @Max(2000) Integer place,
            @DecimalMin("-1000000") @DecimalMax("1000000") BigDecimal points,
            @Min(0) @Max(Chips.MAX) Long chips) {

        /** Whom the line names: the card, or the name and nickname of a player without one. */
        String who() {
            return card != null ? "card " + card : "'" + name + (nickname == null ? "" : " (" + nickname + ")") + "'";
        }

        Line canonical() {
            return new Line(
                    blankToNull(card),
                    name == null ? null : name.strip(),
                    blankToNull(nickname),
                    place,
                    points == null ? null : points.stripTrailingZeros(),
                    chips);
        }

        Line withCard(String given) {
            return new Line(given, name, nickname, place, points, chips);
        }
    }

    /** One game of the evening and its tables. */
    public record Game(
            @NotNull @Min(1) @Max(100) Integer game,
            @NotNull @Size(min = 1, max = 500) List<@NotNull @Valid Table> tables) {

        Game canonical() {
            return tables == null ? this : new Game(game, each(tables, Table::canonical));
        }
    }

    /** One table of a game: one match for the rating. */
    public record Table(
            @NotNull @Min(1) @Max(500) Integer table,
            @NotNull @Size(min = 2, max = 2000) List<@NotNull @Valid Line> finishes) {

        Table canonical() {
            return finishes == null ? this : new Table(table, each(finishes, Line::canonical));
        }
    }

    /**
     * The same file as every sender writes it: texts stripped, blank texts left out, points without trailing zeros,
     * so that the JSON and the CSV form of one evening have one receipt.
     */
    ResultFile canonical() {
        return new ResultFile(
                schemaVersion,
                evening,
                club == null ? null : club.strip(),
                date,
                format,
                places == null ? null : each(places, Line::canonical),
                games == null ? null : each(games, Game::canonical));
    }

    private static <T> List<T> each(List<T> parts, java.util.function.UnaryOperator<T> canonical) {
        return parts.stream().map(p -> p == null ? null : canonical.apply(p)).toList();
    }

    static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
