package org.tavolo.entry;

import java.util.List;

/**
 * What a registration file did, line by line.
 *
 * @param entries the entries made, in the order of the file
 * @param lines   for each player line: whether it matched a player of the register or created one
 */
public record CsvImport(List<Entry> entries, List<LineOutcome> lines) {

    /**
     * One line of the file.
     *
     * @param line     its number in the file, from 1
     * @param text     the line as sent
     * @param outcome  {@code matched} (an existing player of the register) or {@code created}; in a
     *                 preview (dry run), {@code matched}, {@code new} or {@code refused}
     * @param playerId the player entered, or matched; null for a new or refused line of a preview
     * @param message  in words: "matched existing id 12", "created", "new", or "refused: " and why
     */
    public record LineOutcome(int line, String text, String outcome, Long playerId, String message) {

        static LineOutcome matched(CsvLine line, long playerId) {
            return new LineOutcome(line.number(), line.text(), "matched", playerId, "matched existing id " + playerId);
        }

        static LineOutcome created(CsvLine line, long playerId) {
            return new LineOutcome(line.number(), line.text(), "created", playerId, "created");
        }

        static LineOutcome fresh(CsvLine line) {
            return new LineOutcome(line.number(), line.text(), "new", null, "new");
        }

        static LineOutcome refused(CsvLine line, String reason) {
            return new LineOutcome(line.number(), line.text(), "refused", null, "refused: " + reason);
        }

        /** Whether the preview refuses the line. */
        public boolean refused() {
            return "refused".equals(outcome);
        }

        /** Why the preview refuses the line, without the "refused: " in front; null when it does not. */
        public String reason() {
            return refused() ? message.substring(message.indexOf(':') + 1).strip() : null;
        }
    }
}
