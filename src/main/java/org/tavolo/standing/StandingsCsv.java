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

    /**
     * The standings in that dialect, with who goes through ({@code qualified}: yes, no, or a tie across the cut
     * for the organizer to settle) and, on a line of the same points as the next or the one before, what ranked
     * it apart ({@code tie_break}). The Italian one as the club reads it: Italian headings
     * ({@code posizione;giocatore;soprannome;punti;fiches;qualificato;a pari punti}, {@code punti vittoria} for
     * Chinese poker, {@code in gioco} added for Hold'em), Sì/No/Spareggio, and no internal ids; the plain one with
     * the documented columns ({@code rank,shared,entry,player,nickname,points,chips,games,qualified,tie_break}),
     * Yes/No/Tie.
     */
    public static String write(StandingsView view, Dialect dialect, QualifiersView through) {
        return dialect == Dialect.ITALIAN ? italian(view, through) : plain(view, dialect, through);
    }

    private static String italian(StandingsView view, QualifiersView through) {
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
                .append(sep)
                .append("a pari punti")
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
                    .append(holdem ? sep + (Boolean.TRUE.equals(line.inPlay()) ? "Sì" : "No") : "")
                    .append(sep)
                    .append(
                            switch (qualified(line, through)) {
                                case YES -> "Sì";
                                case NO -> "No";
                                case TIE -> "Spareggio";
                            })
                    .append(sep)
                    .append(tieBreak(line, true))
                    .append("\r\n");
        }
        return csv.toString();
    }

    private static String plain(StandingsView view, Dialect dialect, QualifiersView through) {
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
                .append(sep)
                .append("qualified")
                .append(sep)
                .append("tie_break")
                .append("\r\n");
        for (StandingLine line : view.standings()) {
            plainLine(csv, line, dialect, through, vp, holdem);
        }
        return csv.toString();
    }

    private static void plainLine(
            StringBuilder csv, StandingLine line, Dialect dialect, QualifiersView through, boolean vp, boolean holdem) {
        String sep = String.valueOf(dialect.separator);
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
                .append(sep)
                .append(
                        switch (qualified(line, through)) {
                            case YES -> "Yes";
                            case NO -> "No";
                            case TIE -> "Tie";
                        })
                .append(sep)
                .append(tieBreak(line, false))
                .append("\r\n");
    }

    /** Whether a line goes through: outright, not at all, or tied across the cut (docs/rules.md#italian-tournament). */
    private enum Through {
        YES,
        NO,
        TIE
    }

    private static Through qualified(StandingLine line, QualifiersView through) {
        if (through.qualified().stream().anyMatch(q -> q.entry() == line.entry())) {
            return Through.YES;
        }
        boolean tied =
                through.cutTie() != null && through.cutTie().tied().stream().anyMatch(q -> q.entry() == line.entry());
        return tied ? Through.TIE : Through.NO;
    }

    /** What ranked the line apart, in Italian or English; empty when only its points (or place) ranked it. */
    private static String tieBreak(StandingLine line, boolean italian) {
        StandingLine.TieBreak t = line.tieBreak();
        if (t == null) {
            return "";
        }
        String against =
                switch (t.by()) {
                    case CHIPS -> italian ? " cip contro " : " chips to ";
                    case VICTORY_POINTS -> italian ? " punti vittoria contro " : " victory points to ";
                    case CHIPS_AT_START_OF_HAND ->
                        italian
                                ? " cip a inizio mano (fuori nella stessa mano) contro "
                                : " chips when the hand began (out in the same hand) to ";
                };
        return t.own() + against + t.other();
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
