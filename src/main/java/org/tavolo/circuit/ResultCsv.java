package org.tavolo.circuit;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.common.text.CsvField;
import org.tavolo.tournament.TournamentFormat;

/**
 * The CSV form of the result file (docs/circuit.md#the-csv-form), for clubs without Tavolo: as an Italian
 * spreadsheet saves it (';' between cells, a decimal comma, UTF-8 with or without a byte-order mark), a heading
 * line {@value #HEADING}, then one line per player: with game and table empty, the player's place in the evening's
 * final order; with them, the player's place at that table of that game. Every line repeats the evening, club, date
 * and format. Read into the same {@link ResultFile} as the JSON form, it has the same receipt.
 */
final class ResultCsv {

    static final String HEADING = "evening;club;date;format;game;table;card;name;nickname;place;points;chips";
    private static final int CELLS = 12;

    /** The file read, each part's line in the text ({@code places[0]} → 2), and what could not be read. */
    record Read(ResultFile file, Map<String, Integer> lines, List<SubmissionProblem> problems) {}

    private ResultCsv() {}

    static String write(ResultFile file) {
        StringBuilder csv = new StringBuilder("\uFEFF").append(HEADING).append("\r\n");
        for (ResultFile.Line l : file.places()) {
            row(csv, file, "", "", l);
        }
        for (ResultFile.Game g : file.games()) {
            for (ResultFile.Table t : g.tables()) {
                for (ResultFile.Line l : t.finishes()) {
                    row(csv, file, String.valueOf(g.game()), String.valueOf(t.table()), l);
                }
            }
        }
        return csv.toString();
    }

    private static void row(StringBuilder csv, ResultFile f, String game, String table, ResultFile.Line l) {
        List<String> cells = List.of(
                String.valueOf(f.evening()),
                CsvField.of(f.club(), ';'),
                f.date().toString(),
                f.format().name(),
                game,
                table,
                CsvField.of(l.card(), ';'),
                CsvField.of(l.name(), ';'),
                CsvField.of(l.nickname(), ';'),
                String.valueOf(l.place()),
                l.points() == null ? "" : l.points().toPlainString().replace('.', ','),
                l.chips() == null ? "" : String.valueOf(l.chips()));
        csv.append(String.join(";", cells)).append("\r\n");
    }

    static Read read(String text) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        String[] rows = body.split("\r?\n", -1);
        List<SubmissionProblem> problems = new ArrayList<>();
        if (rows.length == 0 || !rows[0].strip().equalsIgnoreCase(HEADING)) {
            problems.add(new SubmissionProblem("line 1", "The first line must be the heading " + HEADING + "."));
            return new Read(null, Map.of(), problems);
        }
        Reading r = new Reading();
        for (int i = 1; i < rows.length; i++) {
            if (!rows[i].isBlank()) {
                r.row(i + 1, cells(rows[i]), problems);
            }
        }
        return new Read(problems.isEmpty() ? r.file() : null, r.lines, problems);
    }

    /** What the lines read so far say: the head from the first line, the places and the tables in order. */
    private static final class Reading {
        private final Map<String, Integer> lines = new HashMap<>();
        private final List<ResultFile.Line> places = new ArrayList<>();
        private final Map<Integer, Map<Integer, List<ResultFile.Line>>> games = new LinkedHashMap<>();
        private String[] head;

        void row(int line, List<String> c, List<SubmissionProblem> problems) {
            String at = "line " + line;
            if (c.size() != CELLS) {
                problems.add(
                        new SubmissionProblem(at, "A line has " + CELLS + " cells; this one has " + c.size() + "."));
                return;
            }
            if (head == null) {
                head = new String[] {c.get(0), c.get(1), c.get(2), c.get(3)};
            } else if (!List.of(head).equals(c.subList(0, 4))) {
                problems.add(new SubmissionProblem(at, "Evening, club, date and format differ from the first line's."));
                return;
            }
            try {
                ResultFile.Line player = new ResultFile.Line(
                        c.get(6), c.get(7), c.get(8), Integer.valueOf(c.get(9)), decimal(c.get(10)), whole(c.get(11)));
                table(line, c.get(4), c.get(5), player);
            } catch (NumberFormatException e) {
                problems.add(
                        new SubmissionProblem(at, "game, table, place and chips are whole numbers, points a number."));
            }
        }

        private void table(int line, String game, String table, ResultFile.Line player) {
            if (game.isEmpty() && table.isEmpty()) {
                lines.put("places[" + places.size() + "]", line);
                places.add(player);
                return;
            }
            List<ResultFile.Line> finishes = games.computeIfAbsent(Integer.valueOf(game), g -> new LinkedHashMap<>())
                    .computeIfAbsent(Integer.valueOf(table), t -> new ArrayList<>());
            int g = new ArrayList<>(games.keySet()).indexOf(Integer.valueOf(game));
            int t = new ArrayList<>(games.get(Integer.valueOf(game)).keySet()).indexOf(Integer.valueOf(table));
            lines.put("games[" + g + "].tables[" + t + "].finishes[" + finishes.size() + "]", line);
            finishes.add(player);
        }

        ResultFile file() {
            if (head == null) {
                return null;
            }
            List<ResultFile.Game> played = new ArrayList<>();
            games.forEach((g, tables) -> {
                List<ResultFile.Table> at = new ArrayList<>();
                tables.forEach((t, finishes) -> at.add(new ResultFile.Table(t, finishes)));
                played.add(new ResultFile.Game(g, at));
            });
            return new ResultFile(
                    ResultFile.SCHEMA_VERSION,
                    longOrNull(head[0]),
                    head[1],
                    date(head[2]),
                    format(head[3]),
                    places,
                    played);
        }
    }

    private static Long longOrNull(String s) {
        try {
            return Long.valueOf(s);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static LocalDate date(String s) {
        try {
            return LocalDate.parse(s);
        } catch (DateTimeParseException e) {
            return null;
        }
    }

    private static TournamentFormat format(String s) {
        try {
            return TournamentFormat.valueOf(s);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static BigDecimal decimal(String s) {
        return s.isEmpty() ? null : new BigDecimal(s.replace(',', '.'));
    }

    private static Long whole(String s) {
        return s.isEmpty() ? null : Long.valueOf(s);
    }

    /** The cells of one line: ';' between them, a cell in quotes may hold ';' and doubled quotes. */
    static List<String> cells(String row) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < row.length(); i++) {
            char ch = row.charAt(i);
            if (quoted && ch == '"' && i + 1 < row.length() && row.charAt(i + 1) == '"') {
                cell.append('"');
                i++;
            } else if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ';' && !quoted) {
                cells.add(CsvField.read(cell.toString().strip()));
                cell.setLength(0);
            } else {
                cell.append(ch);
            }
        }
        cells.add(CsvField.read(cell.toString().strip()));
        return cells;
    }
}
