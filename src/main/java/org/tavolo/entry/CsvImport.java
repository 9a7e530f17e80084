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
     * @param outcome  {@code matched} (an existing player of the register) or {@code created}
     * @param playerId the player entered
     * @param message  in words: "matched existing id 12" or "created"
     */
    public record LineOutcome(int line, String text, String outcome, long playerId, String message) {

        static LineOutcome matched(CsvLine line, long playerId) {
            return new LineOutcome(line.number(), line.text(), "matched", playerId, "matched existing id " + playerId);
        }

        static LineOutcome created(CsvLine line, long playerId) {
            return new LineOutcome(line.number(), line.text(), "created", playerId, "created");
        }
    }
}
