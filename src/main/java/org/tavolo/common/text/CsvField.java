package org.tavolo.common.text;

/**
 * One text cell of every CSV file the service writes (the standings, the season's table, the players' file), and the
 * same cell read back from a registration file. A spreadsheet would run a cell that starts with {@code = + - @}, a tab
 * or a carriage return as a formula ({@code =cmd|' /C calc'!A0}), so such a cell is written with a leading apostrophe
 * (OWASP's advice on CSV injection); then RFC 4180: a cell holding the separator, a quote or a line break is quoted,
 * its quotes doubled. Reading takes the apostrophe off again, so that a file the service wrote imports back unchanged.
 */
public final class CsvField {

    private static final String FORMULA_START = "=+-@\t\r";

    private CsvField() {}

    /** The text as a cell of a file whose cells are separated by {@code separator}; empty for null. */
    public static String of(String raw, char separator) {
        if (raw == null) {
            return "";
        }
        String text = startsFormula(raw) ? "'" + raw : raw;
        boolean quote =
                text.indexOf(separator) >= 0 || text.contains("\"") || text.contains("\n") || text.contains("\r");
        return quote ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    /** A cell's text as read (unquoted), without the apostrophe {@link #of} put before a formula sign. */
    public static String read(String cell) {
        return cell.length() > 1 && cell.charAt(0) == '\'' && startsFormula(cell.substring(1))
                ? cell.substring(1)
                : cell;
    }

    private static boolean startsFormula(String text) {
        return !text.isEmpty() && FORMULA_START.indexOf(text.charAt(0)) >= 0;
    }
}
