package org.tavolo.standing;

import java.math.BigDecimal;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.common.text.CsvField;
import org.tavolo.tournament.TournamentFormat;

/**
 * The standings as CSV, in two dialects: the plain one (RFC 4180: comma-separated, decimal point)
 * and the one an Italian spreadsheet opens as it is (semicolon-separated, decimal comma, with a
 * byte-order mark so that Excel reads UTF-8). Both have CRLF line ends, a header line, and the
 * player's nickname beside the name.
 */
public final class StandingsCsv {

    /** How the file is written. */
    public enum Dialect {
        /** RFC 4180: {@code ,} between fields, {@code 4.5}. */
        PLAIN(',', '.', ""),
        /** Italian spreadsheets: {@code ;} between fields, {@code 4,5}, a UTF-8 byte-order mark first. */
        ITALIAN(';', ',', "\uFEFF");

        private final char separator;
        private final char decimal;
        private final String start;

        Dialect(char separator, char decimal, String start) {
            this.separator = separator;
            this.decimal = decimal;
            this.start = start;
        }

        /** {@code it} names the Italian dialect; nothing (or {@code plain}) the plain one. */
        public static Dialect named(String name) {
            if (name == null || name.isBlank() || name.equalsIgnoreCase("plain")) {
                return PLAIN;
            }
            if (name.equalsIgnoreCase("it")) {
                return ITALIAN;
            }
            throw ProblemException.badRequest(
                    "invalid-parameter",
                    "dialect: '" + name + "' is not known; use plain (the default) or it.",
                    Map.of("field", "dialect"));
        }
    }

    private StandingsCsv() {}

    static String write(StandingsView view) {
        return write(view, Dialect.PLAIN);
    }

    /**
     * The standings in that dialect; the Italian one as the club reads it: Italian headings
     * ({@code posizione;giocatore;soprannome;punti;fiches;qualificato}, {@code punti vittoria} for
     * Chinese poker, {@code in gioco} added for Hold'em), Sì/No, and no internal ids.
     */
    public static String write(StandingsView view, Dialect dialect, java.util.Set<Long> qualified) {
        return dialect == Dialect.ITALIAN ? italian(view, qualified) : write(view, dialect);
    }

    private static String italian(StandingsView view, java.util.Set<Long> qualified) {
        boolean vp = view.format().victoryPoints();
        boolean holdem = view.format() == TournamentFormat.TEXAS_HOLDEM;
        Dialect it = Dialect.ITALIAN;
        String sep = String.valueOf(it.separator);
        StringBuilder csv = new StringBuilder(it.start)
                .append(String.join(
                        sep, "posizione", "giocatore", "soprannome", "punti", vp ? "punti vittoria" : "fiches"))
                .append(holdem ? sep + "in gioco" : "")
                .append(sep)
                .append("qualificato")
                .append("\r\n");
        for (StandingLine line : view.standings()) {
            csv.append(line.rank())
                    .append(sep)
                    .append(field(line.player(), it))
                    .append(sep)
                    .append(field(line.nickname(), it))
                    .append(sep)
                    .append(number(line.points(), it))
                    .append(sep)
                    .append(vp ? line.victoryPoints() : line.chips())
                    .append(holdem ? sep + yes(Boolean.TRUE.equals(line.inPlay())) : "")
                    .append(sep)
                    .append(yes(qualified.contains(line.entry())))
                    .append("\r\n");
        }
        return csv.toString();
    }

    private static String yes(boolean yes) {
        return yes ? "Sì" : "No";
    }

    /** The plain file's documented columns ({@code rank,shared,entry,player,nickname,points,chips,games}). */
    public static String write(StandingsView view, Dialect dialect) {
        boolean vp = view.format().victoryPoints();
        boolean holdem = view.format() == TournamentFormat.TEXAS_HOLDEM;
        String sep = String.valueOf(dialect.separator);
        StringBuilder csv = new StringBuilder(dialect.start)
                .append(String.join(sep, "rank", "shared", "entry", "player", "nickname", "points"))
                .append(sep)
                .append(vp ? "victory_points" : "chips")
                .append(sep)
                .append("games")
                .append(holdem ? sep + "in_play" : "")
                .append("\r\n");
        for (StandingLine line : view.standings()) {
            csv.append(line.rank())
                    .append(sep)
                    .append(line.shared())
                    .append(sep)
                    .append(line.entry())
                    .append(sep)
                    .append(field(line.player(), dialect))
                    .append(sep)
                    .append(field(line.nickname(), dialect))
                    .append(sep)
                    .append(number(line.points(), dialect))
                    .append(sep)
                    .append(vp ? line.victoryPoints() : line.chips())
                    .append(sep)
                    .append(line.games())
                    .append(holdem ? sep + line.inPlay() : "")
                    .append("\r\n");
        }
        return csv.toString();
    }

    private static String number(BigDecimal value, Dialect dialect) {
        return value.toPlainString().replace('.', dialect.decimal);
    }

    static String field(String raw) {
        return field(raw, Dialect.PLAIN);
    }

    /** A text field: written as every CSV cell of the service is ({@link CsvField}, no formula a spreadsheet would run). */
    public static String field(String raw, Dialect dialect) {
        return CsvField.of(raw, dialect.separator);
    }
}
