package org.tavolo.standing;

import org.tavolo.tournament.TournamentFormat;

/** The standings as CSV (RFC 4180: comma-separated, CRLF line ends, a header line). */
final class StandingsCsv {

    private static final String FORMULA_START = "=+-@\t\r";

    private StandingsCsv() {}

    static String write(StandingsView view) {
        boolean vp = view.format() == TournamentFormat.CHINESE_POKER;
        boolean holdem = view.format() == TournamentFormat.TEXAS_HOLDEM;
        StringBuilder csv = new StringBuilder("rank,shared,entry,player,points,")
                .append(vp ? "victory_points" : "chips")
                .append(",games")
                .append(holdem ? ",in_play" : "")
                .append("\r\n");
        for (StandingLine line : view.standings()) {
            csv.append(line.rank())
                    .append(',')
                    .append(line.shared())
                    .append(',')
                    .append(line.entry())
                    .append(',')
                    .append(field(line.player()))
                    .append(',')
                    .append(line.points().toPlainString())
                    .append(',')
                    .append(vp ? line.victoryPoints() : line.chips())
                    .append(',')
                    .append(line.games())
                    .append(holdem ? "," + line.inPlay() : "")
                    .append("\r\n");
        }
        return csv.toString();
    }

    /**
     * A text field. A spreadsheet would run a cell that starts with {@code = + - @}, a tab or a
     * carriage return as a formula, so such a cell gets a leading apostrophe (OWASP's advice on CSV
     * injection); then RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes
     * doubled. Only names pass here: numbers (a negative score, say) are written as they are.
     */
    static String field(String raw) {
        if (raw == null) {
            return "";
        }
        String text = !raw.isEmpty() && FORMULA_START.indexOf(raw.charAt(0)) >= 0 ? "'" + raw : raw;
        boolean quote = text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r");
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
