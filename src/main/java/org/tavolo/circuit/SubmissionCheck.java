package org.tavolo.circuit;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The hub's checks of a result file before anything of it is kept (docs/circuit.md#checks): the file's shape, a
 * registered evening of the sending club, the club, date and format as registered, cards of the register, each
 * player once in the final order and once in each game, places that fit the number of players (ties share a place,
 * the places after a tie skipped), the players at the tables among those placed. Every finding is one problem,
 * named by where it is; the file is refused whole.
 */
@ApplicationScoped
class SubmissionCheck {

    private final Validator validator;

    SubmissionCheck(Validator validator) {
        this.validator = validator;
    }

    /** Everything wrong with {@code file} sent by {@code club}; empty when it may be kept. */
    List<SubmissionProblem> check(ResultFile file, CircuitClub club, Map<String, Integer> csvLines) {
        Findings found = new Findings(csvLines);
        for (ConstraintViolation<ResultFile> v : validator.validate(file)) {
            found.add(v.getPropertyPath().toString(), v.getPropertyPath() + " " + v.getMessage() + ".");
        }
        if (!found.problems.isEmpty()) {
            return found.sorted();
        }
        evening(file, club, found);
        cards(file, club.circuitId(), found);
        places("places", file.places(), found);
        for (int g = 0; g < file.games().size(); g++) {
            game(g, file, found);
        }
        return found.sorted();
    }

    private static void evening(ResultFile file, CircuitClub club, Findings found) {
        RegisteredEvening evening = RegisteredEvening.findById(file.evening());
        if (evening == null || evening.circuitId() != club.circuitId()) {
            found.add(
                    "evening",
                    "No evening " + file.evening() + " is registered in this circuit: the hub's organizer"
                            + " registers each evening before it is played.");
            return;
        }
        if (evening.clubId() != club.id) {
            found.add(
                    "evening",
                    "Evening " + file.evening() + " is registered for another club, not for " + club.name()
                            + ", whose key sent the file.");
        }
        if (!club.name().equals(file.club().strip())) {
            found.add("club", "The file names the club '" + file.club() + "'; the key is " + club.name() + "'s.");
        }
        if (!evening.date().equals(file.date())) {
            found.add(
                    "date",
                    "Evening " + file.evening() + " is registered for " + evening.date() + ", not " + file.date()
                            + ".");
        }
        if (evening.format() != file.format()) {
            found.add(
                    "format",
                    "Evening " + file.evening() + " is registered as " + evening.format() + ", not " + file.format()
                            + ".");
        }
    }

    private static void cards(ResultFile file, long circuitId, Findings found) {
        Set<String> known = new HashSet<>();
        for (int i = 0; i < file.places().size(); i++) {
            String card = ResultFile.blankToNull(file.places().get(i).card());
            if (card != null && !known.contains(card)) {
                if (CircuitCard.byCard(circuitId, card).isEmpty()) {
                    found.add("places[" + i + "].card", "No card " + card + " is in the circuit's register.");
                } else {
                    known.add(card);
                }
            }
        }
    }

    private static void game(int g, ResultFile file, Findings found) {
        ResultFile.Game game = file.games().get(g);
        Set<String> placed = new HashSet<>();
        file.places().forEach(l -> placed.add(l.canonical().who()));
        Set<String> seen = new HashSet<>();
        Set<Integer> tables = new HashSet<>();
        if (file.games().stream().filter(o -> o.game().equals(game.game())).count() > 1) {
            found.add("games[" + g + "].game", "Game " + game.game() + " is listed twice.");
        }
        for (int t = 0; t < game.tables().size(); t++) {
            ResultFile.Table table = game.tables().get(t);
            String at = "games[" + g + "].tables[" + t + "]";
            if (!tables.add(table.table())) {
                found.add(at + ".table", "Table " + table.table() + " of game " + game.game() + " is listed twice.");
            }
            for (int f = 0; f < table.finishes().size(); f++) {
                String who = table.finishes().get(f).canonical().who();
                if (!seen.add(who)) {
                    found.add(
                            at + ".finishes[" + f + "]",
                            "The player with " + who + " is listed twice in game " + game.game()
                                    + ": a player plays one table of a game.");
                } else if (!placed.contains(who)) {
                    found.add(
                            at + ".finishes[" + f + "]",
                            "The player with " + who + " played game " + game.game()
                                    + " but has no place in the evening's final order (places).");
                }
            }
            places(at + ".finishes", table.finishes(), found);
        }
    }

    /**
     * Places that fit the players listed: each player once, places from 1, a tie sharing its place and the places
     * after it skipped (three players tied second: 2, 2, 2, then 5).
     */
    private static void places(String at, List<ResultFile.Line> lines, Findings found) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < lines.size(); i++) {
            String who = lines.get(i).canonical().who();
            if (!seen.add(who) && at.equals("places")) {
                found.add(at + "[" + i + "]", "The player with " + who + " is listed twice in the final order.");
            }
        }
        List<Integer> sorted =
                lines.stream().map(ResultFile.Line::place).sorted().toList();
        for (int i = 0; i < sorted.size(); i++) {
            int expected = i == 0 || !sorted.get(i).equals(sorted.get(i - 1)) ? i + 1 : sorted.get(i - 1);
            if (sorted.get(i) != expected) {
                found.add(
                        at,
                        "The places " + sorted + " do not fit " + lines.size() + " players: after " + i
                                + " players the next place is " + (i + 1) + ", or the place of a tie.");
                return;
            }
        }
    }

    /** The problems found, each at its path, or at its line of the CSV form. */
    private static final class Findings {
        private final Map<String, Integer> csvLines;
        private final List<SubmissionProblem> problems = new ArrayList<>();

        Findings(Map<String, Integer> csvLines) {
            this.csvLines = csvLines;
        }

        void add(String path, String detail) {
            Integer line = csvLines.get(path.replaceAll("\\]\\..*$", "]"));
            problems.add(new SubmissionProblem(line == null ? path : "line " + line + " (" + path + ")", detail));
        }

        List<SubmissionProblem> sorted() {
            return problems.stream()
                    .sorted(Comparator.comparing(SubmissionProblem::at))
                    .toList();
        }
    }
}
