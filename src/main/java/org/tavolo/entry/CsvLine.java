package org.tavolo.entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.tavolo.common.text.CsvField;
import org.tavolo.player.Player;

/**
 * One line of a registration file, read by the file's {@link CsvLayout}: the fields between its delimiters, which
 * may be wrapped in double quotes (a doubled quote inside stands for one), so that names with the delimiter work; the
 * apostrophe the service writes before a formula sign ({@link CsvField}) is taken off, so that its own files read
 * back as they were.
 *
 * @param number the line number in the file, from 1
 * @param text   the line as sent
 * @param fields the fields, stripped
 * @param error  why the line cannot be read, when it cannot
 * @param layout what each column holds
 */
record CsvLine(int number, String text, List<String> fields, String error, CsvLayout layout) {

    /** An e-mail address: one {@code @}, something before it, and a domain with at least one dot after it. */
    private static final Pattern EMAIL = Pattern.compile("[^@\\s]+@[^@\\s.]+(\\.[^@\\s.]+)+");

    static CsvLine parse(int number, String text, CsvLayout layout) {
        CsvLine split = split(text, layout.delimiter());
        return new CsvLine(number, text, split.fields, split.error, layout);
    }

    /** The fields of a line between this delimiter, for finding the layout. */
    static CsvLine split(String text, char delimiter) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == delimiter) {
                fields.add(CsvField.read(field.toString().strip()).strip());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(CsvField.read(field.toString().strip()).strip());
        String error = quoted ? "a quoted field is not closed" : null;
        return new CsvLine(0, text, fields, error, null);
    }

    /** What is wrong with the line on its own, if anything. */
    Optional<CsvRefusal> problem() {
        if (error != null) {
            return Optional.of(CsvRefusal.of("csv-quote-open", error));
        }
        if (!layout.headed() && fields.size() > layout.columns().size()) {
            return Optional.of(CsvRefusal.of(
                    "csv-too-many-fields",
                    "has " + fields.size() + " fields; expected name, nickname, contact, card",
                    "fields",
                    fields.size()));
        }
        if (name().isBlank()) {
            return Optional.of(CsvRefusal.of("csv-name-empty", "the name is empty"));
        }
        return tooLong("name", name(), Player.MAX_NAME)
                .or(() -> tooLong("nickname", nickname(), Player.MAX_NICKNAME))
                .or(() -> tooLong("contact", contact(), Player.MAX_CONTACT))
                .or(() -> tooLong("card", card(), Player.MAX_CARD))
                .or(this::badEmail);
    }

    /**
     * A word of a contact that has an {@code @} and is not an e-mail address (one {@code @}, something before it, a
     * domain with a dot after it): refused, so that the line is corrected rather than a wrong address stored.
     */
    private Optional<CsvRefusal> badEmail() {
        for (String contact : layout.values(fields, CsvLayout.Role.CONTACT)) {
            for (String word : contact.split("[\\s,;]+")) {
                if (word.indexOf('@') > 0 && !EMAIL.matcher(word).matches()) {
                    return Optional.of(CsvRefusal.of(
                            "csv-email-invalid", "'" + word + "' is not an e-mail address", "email", word));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<CsvRefusal> tooLong(String field, String value, int limit) {
        if (value == null || value.codePointCount(0, value.length()) <= limit) {
            return Optional.empty();
        }
        return Optional.of(CsvRefusal.of(
                "csv-field-too-long",
                "the " + field + " is longer than " + limit + " characters",
                "column",
                field,
                "limit",
                limit));
    }

    /** The name: the name columns then the surname columns, joined by a space ({@code nome} + {@code cognome}). */
    String name() {
        List<String> parts = new ArrayList<>(layout.values(fields, CsvLayout.Role.NAME));
        parts.addAll(layout.values(fields, CsvLayout.Role.SURNAME));
        return String.join(" ", parts);
    }

    String nickname() {
        return first(CsvLayout.Role.NICKNAME);
    }

    /** Every contact column (phone, e-mail) that is filled, joined by a comma. */
    String contact() {
        List<String> contacts = layout.values(fields, CsvLayout.Role.CONTACT);
        return contacts.isEmpty() ? null : String.join(", ", contacts);
    }

    String card() {
        return first(CsvLayout.Role.CARD);
    }

    private String first(CsvLayout.Role role) {
        List<String> values = layout.values(fields, role);
        return values.isEmpty() ? null : values.get(0);
    }

    /** The same player twice in one file: name and nickname equal, ignoring case. */
    String identity() {
        return name().toLowerCase() + "\u0000"
                + (nickname() == null ? "" : nickname().toLowerCase());
    }
}
