package org.tavolo.standing;

import org.tavolo.tournament.TournamentFormat;

/** The standings as CSV (RFC 4180: comma-separated, CRLF line ends, a header line). */
final class StandingsCsv {

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

    /** RFC 4180: a field with a comma, a quote or a line break is quoted, its quotes doubled. */
    static String field(String text) {
        if (text == null) {
            return "";
        }
        boolean quote = text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r");
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }
}
