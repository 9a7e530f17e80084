package org.tavolo.entry;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.tavolo.common.text.CsvField;

/**
 * Players written for a spreadsheet as Italian Excel opens it with a double click: UTF-8 with a byte-order mark,
 * {@code ;} between fields, lines ending in CRLF, each cell written as every CSV cell of the service is ({@link
 * CsvField}: no cell a spreadsheet would run as a formula, a cell quoted when it holds {@code ;}, a quote or a line
 * break). The headings are ones a registration file is read by ({@link CsvLayout}), and the reader takes the
 * formula's apostrophe off again ({@link CsvLine}), so the file imports back unchanged.
 */
public final class PlayersCsv {

    /** One player as written: name, nickname, contact and membership card (null where there is none). */
    public record Row(String name, String nickname, String contact, String card) {}

    private PlayersCsv() {}

    /** The file: {@code headings} (name, nickname, contact, card in the reader's language) then one line per player. */
    public static String excel(List<String> headings, List<Row> rows) {
        StringBuilder csv = new StringBuilder("\uFEFF").append(line(headings.stream()));
        for (Row row : rows) {
            csv.append(line(Stream.of(row.name(), row.nickname(), row.contact(), row.card())));
        }
        return csv.toString();
    }

    private static String line(Stream<String> fields) {
        return fields.map(value -> CsvField.of(value, ';')).collect(Collectors.joining(";")) + "\r\n";
    }
}
