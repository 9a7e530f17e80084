package org.tavolo.entry;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.List;

/**
 * What a registration file did, line by line.
 *
 * @param entries the entries made, in the order of the file
 * @param lines   for each player line: whether it matched a player of the register or created one
 */
public record CsvImport(List<Entry> entries, List<LineOutcome> lines) {

    /** A line as read: the name, nickname, contact and membership card it gives (null where it gives none). */
    public record Read(String name, String nickname, String contact, String card) {

        static Read of(CsvLine line) {
            return new Read(line.name(), line.nickname(), line.contact(), line.card());
        }
    }

    private static LineOutcome lineOutcome(
            CsvLine line, String outcome, Long playerId, String message, CsvRefusal refusal) {
        Read read = line.error() == null ? Read.of(line) : new Read(null, null, null, null);
        return new LineOutcome(line.number(), line.text(), outcome, playerId, message, read, refusal);
    }

    /**
     * One line of the file.
     *
     * @param line     its number in the file, from 1
     * @param text     the line as sent
     * @param outcome  {@code matched} (an existing player of the register) or {@code created}; in a
     *                 preview (dry run), {@code matched}, {@code new} or {@code refused}
     * @param playerId the player entered, or matched; null for a new or refused line of a preview
     * @param message  in words: "matched existing id 12", "created", "new", or "refused: " and why
     * @param read     the player the line was read as, for a page to show
     * @param refusal  why the line is refused, for a page to say in its language; null when it is not
     */
    public record LineOutcome(
            int line,
            String text,
            String outcome,
            Long playerId,
            String message,
            @JsonIgnore Read read,
            @JsonIgnore CsvRefusal refusal) {

        static LineOutcome matched(CsvLine line, long playerId) {
            return lineOutcome(line, "matched", playerId, "matched existing id " + playerId, null);
        }

        static LineOutcome created(CsvLine line, long playerId) {
            return lineOutcome(line, "created", playerId, "created", null);
        }

        static LineOutcome fresh(CsvLine line) {
            return lineOutcome(line, "new", null, "new", null);
        }

        static LineOutcome refused(CsvLine line, CsvRefusal refusal) {
            return lineOutcome(line, "refused", null, "refused: " + refusal.english(), refusal);
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
