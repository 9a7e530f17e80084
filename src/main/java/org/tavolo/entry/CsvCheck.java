package org.tavolo.entry;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.common.error.ProblemException;
import org.tavolo.player.Player;
import org.tavolo.player.PlayerService;

/**
 * Reads a registration file and checks each line against the register and the tournament's
 * entries, storing nothing: the same check serves the import and its preview (the dry run).
 */
@ApplicationScoped
class CsvCheck {

    /**
     * The most player lines a file may have. Far above any club's tournament, and small enough that
     * an import is one short transaction: a longer file is refused before the database is touched.
     */
    static final int MAX_LINES = 500;

    /**
     * One player line, checked.
     *
     * @param line    the line
     * @param match   the register's player it names, or empty for a new one
     * @param refusal why it cannot be registered, or null
     */
    record Checked(CsvLine line, Optional<Player> match, CsvRefusal refusal) {

        boolean refused() {
            return refusal != null;
        }

        CsvImport.LineOutcome outcome() {
            if (refused()) {
                return CsvImport.LineOutcome.refused(line, refusal);
            }
            return match.map(p -> CsvImport.LineOutcome.matched(line, p.id))
                    .orElseGet(() -> CsvImport.LineOutcome.fresh(line));
        }
    }

    private final PlayerService players;

    CsvCheck(PlayerService players) {
        this.players = players;
    }

    /**
     * The player lines of the file (blank lines, Excel's empty rows and the headings left out), read by the file's own layout; 400
     * empty-csv when there are none, 400 csv-too-long when there are more than {@link #MAX_LINES}.
     */
    static List<CsvLine> lines(String csv) {
        CsvLayout layout = CsvLayout.of(csv);
        List<CsvLine> lines = new ArrayList<>();
        String[] raw = (csv == null ? "" : csv).split("\\r?\\n", -1);
        boolean headingsToSkip = layout.headed();
        for (int i = 0; i < raw.length; i++) {
            if (CsvLayout.emptyRow(raw[i])) {
                continue;
            }
            if (headingsToSkip) {
                headingsToSkip = false;
                continue;
            }
            lines.add(CsvLine.parse(i + 1, raw[i], layout));
        }
        if (lines.size() > MAX_LINES) {
            throw ProblemException.badRequest(
                    "csv-too-long",
                    "The file has " + lines.size() + " players; a registration file may have at most " + MAX_LINES
                            + ". Split it into files of at most " + MAX_LINES + " lines; nothing was stored.",
                    Map.of("field", "body", "limit", MAX_LINES, "lines", lines.size()));
        }
        if (lines.isEmpty()) {
            throw ProblemException.badRequest(
                    "empty-csv",
                    "The file lists no players: one player per line, name[,nickname[,contact[,card]]].",
                    Map.of("field", "body"));
        }
        return lines;
    }

    /** Every line, in the order of the file, with the player it matches or why it is refused. */
    List<Checked> check(long tournamentId, List<CsvLine> lines) {
        Map<String, Integer> seen = new HashMap<>();
        Map<Long, Integer> claimed = new HashMap<>();
        List<Checked> checked = new ArrayList<>();
        for (CsvLine line : lines) {
            Optional<CsvRefusal> problem = line.problem();
            Optional<Player> match = Optional.empty();
            if (problem.isEmpty()) {
                Integer first = seen.putIfAbsent(line.identity(), line.number());
                List<Player> matches = players.candidates(line.name(), line.nickname());
                match = matches.stream().findFirst();
                problem = first != null
                        ? Optional.of(sameAs(first))
                        : againstRegister(tournamentId, line, matches, claimed);
            }
            checked.add(new Checked(line, problem.isPresent() ? Optional.empty() : match, problem.orElse(null)));
        }
        return checked;
    }

    private static CsvRefusal sameAs(int line) {
        return CsvRefusal.of("csv-same-player", "the same player as line " + line, "line", line);
    }

    private static Optional<CsvRefusal> againstRegister(
            long tournamentId, CsvLine line, List<Player> matches, Map<Long, Integer> claimed) {
        if (matches.size() > 1) {
            return Optional.of(CsvRefusal.of(
                    line.nickname() == null ? "csv-namesakes" : "csv-namesakes-nickname",
                    matches.size() + " players in the register have this name"
                            + (line.nickname() == null ? "; add the nickname or" : " and nickname;")
                            + " enter this one by id",
                    "count",
                    matches.size()));
        }
        if (matches.isEmpty()) {
            return Optional.empty();
        }
        Player player = matches.get(0);
        Integer first = claimed.putIfAbsent(player.id, line.number());
        if (first != null) {
            return Optional.of(sameAs(first));
        }
        if (Entry.exists(tournamentId, player.id)) {
            return Optional.of(CsvRefusal.of(
                    "csv-already-entered",
                    line.name() + " is already entered in this tournament",
                    "player",
                    line.name()));
        }
        return Optional.empty();
    }
}
