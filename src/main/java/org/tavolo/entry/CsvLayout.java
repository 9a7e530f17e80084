package org.tavolo.entry;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * How a registration file is laid out, found from the file itself: the delimiter (Italian Excel saves with
 * {@code ;}, tab-separated text with tabs, the rest with {@code ,}) and what each column holds. A first line whose
 * cells are headings, in Italian or English, names the columns ({@code nome} and {@code cognome} together make the
 * name; {@code telefono} and {@code email} are both contact); it is never taken as a player. Without headings the
 * columns are, in order, name, nickname, contact and membership card.
 *
 * @param delimiter the character between fields
 * @param headed    whether the first line is headings
 * @param columns   what each column holds, in the order of the file
 */
public record CsvLayout(char delimiter, boolean headed, List<Column> columns) {

    /** What a column holds. */
    public enum Role {
        NAME,
        SURNAME,
        NICKNAME,
        CONTACT,
        CARD,
        IGNORED
    }

    /**
     * One column as read.
     *
     * @param heading the heading as the file spells it; null without headings
     * @param role    what it holds
     */
    public record Column(String heading, Role role) {}

    /** Headings as spelled (lower case, accents and punctuation left out), and what they hold. */
    private static final Map<String, Role> HEADINGS = Map.ofEntries(
            Map.entry("name", Role.NAME),
            Map.entry("nome", Role.NAME),
            Map.entry("giocatore", Role.NAME),
            Map.entry("player", Role.NAME),
            Map.entry("firstname", Role.NAME),
            Map.entry("cognome", Role.SURNAME),
            Map.entry("surname", Role.SURNAME),
            Map.entry("lastname", Role.SURNAME),
            Map.entry("nickname", Role.NICKNAME),
            Map.entry("soprannome", Role.NICKNAME),
            Map.entry("contact", Role.CONTACT),
            Map.entry("contatto", Role.CONTACT),
            Map.entry("telefono", Role.CONTACT),
            Map.entry("tel", Role.CONTACT),
            Map.entry("cellulare", Role.CONTACT),
            Map.entry("phone", Role.CONTACT),
            Map.entry("email", Role.CONTACT),
            Map.entry("mail", Role.CONTACT),
            Map.entry("tessera", Role.CARD),
            Map.entry("ntessera", Role.CARD),
            Map.entry("numerotessera", Role.CARD),
            Map.entry("card", Role.CARD),
            Map.entry("membershipcard", Role.CARD));

    private static final List<Column> POSITIONAL = List.of(
            new Column(null, Role.NAME),
            new Column(null, Role.NICKNAME),
            new Column(null, Role.CONTACT),
            new Column(null, Role.CARD));

    /** The delimiters tried, in the order that wins a tie. */
    private static final char[] DELIMITERS = {';', '\t', ','};

    /** The layout of a file's text: the delimiter most used on its first line, and its headings if it has them. */
    public static CsvLayout of(String text) {
        String first = firstLine(text == null ? "" : text);
        char delimiter = delimiterOf(first);
        List<String> cells = CsvLine.split(first, delimiter).fields();
        List<Column> columns = new ArrayList<>();
        boolean headed = false;
        for (String cell : cells) {
            Role role = HEADINGS.get(spelling(cell));
            headed |= role != null;
            columns.add(new Column(cell, role == null ? Role.IGNORED : role));
        }
        return headed
                ? new CsvLayout(delimiter, true, List.copyOf(columns))
                : new CsvLayout(delimiter, false, POSITIONAL);
    }

    /** Whether a line of headings is a player's line by mistake: it has a name column. */
    public boolean hasName() {
        return columns.stream().anyMatch(c -> c.role() == Role.NAME || c.role() == Role.SURNAME);
    }

    /** The delimiter in words a form shows: {@code ;}, {@code ,} or {@code tab}. */
    public String delimiterName() {
        return delimiter == '\t' ? "tab" : String.valueOf(delimiter);
    }

    /** The values of a line's fields for one role, in the order of the columns, blanks left out. */
    List<String> values(List<String> fields, Role role) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < Math.min(fields.size(), columns.size()); i++) {
            if (columns.get(i).role() == role && !fields.get(i).isBlank()) {
                values.add(fields.get(i));
            }
        }
        return values;
    }

    /**
     * Whether a line holds no cell with anything in it: blank, or Excel's empty row ({@code ;;;;;}, delimiters,
     * spaces and empty quotes only), whatever the delimiter.
     */
    static boolean emptyRow(String line) {
        return line.replaceAll("[;,\\t\\s\"\uFEFF]", "").isEmpty();
    }

    private static String firstLine(String text) {
        for (String line : text.split("\\r?\\n")) {
            if (!emptyRow(line)) {
                return line.startsWith("\uFEFF") ? line.substring(1) : line;
            }
        }
        return "";
    }

    private static char delimiterOf(String line) {
        char best = ',';
        int most = 0;
        for (char candidate : DELIMITERS) {
            int count = CsvLine.split(line, candidate).fields().size() - 1;
            if (count > most) {
                best = candidate;
                most = count;
            }
        }
        return best;
    }

    /** A heading as compared: lower case, without accents, spaces, dots, dashes or underscores. */
    private static String spelling(String heading) {
        String plain = Normalizer.normalize(heading, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        return plain.toLowerCase(Locale.ROOT).replaceAll("[\\s._\\-°#]", "");
    }
}
