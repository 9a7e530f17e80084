package org.tavolo.entry;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One line of a registration CSV: {@code name[,nickname[,contact]]}. Fields may be wrapped in double
 * quotes (a doubled quote inside stands for one), so names with commas work.
 *
 * @param number the line number in the file, from 1
 * @param text   the line as sent
 * @param fields the fields, stripped
 * @param error  why the line cannot be read, when it cannot
 */
record CsvLine(int number, String text, List<String> fields, String error) {

    static CsvLine parse(int number, String text) {
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
            } else if (c == ',') {
                fields.add(field.toString().strip());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString().strip());
        String error = quoted ? "a quoted field is not closed" : null;
        return new CsvLine(number, text, fields, error);
    }

    /** What is wrong with the line on its own, if anything. */
    Optional<String> problem() {
        if (error != null) {
            return Optional.of(error);
        }
        if (fields.size() > 3) {
            return Optional.of("has " + fields.size() + " fields; expected name, nickname, contact");
        }
        if (name().isBlank()) {
            return Optional.of("the name is empty");
        }
        if (name().length() > 200) {
            return Optional.of("the name is longer than 200 characters");
        }
        if (nickname() != null && nickname().length() > 100) {
            return Optional.of("the nickname is longer than 100 characters");
        }
        if (contact() != null && contact().length() > 200) {
            return Optional.of("the contact is longer than 200 characters");
        }
        return Optional.empty();
    }

    boolean isHeader() {
        return number == 1 && fields.size() >= 1 && fields.get(0).equalsIgnoreCase("name");
    }

    String name() {
        return fields.get(0);
    }

    String nickname() {
        return fields.size() > 1 && !fields.get(1).isBlank() ? fields.get(1) : null;
    }

    String contact() {
        return fields.size() > 2 && !fields.get(2).isBlank() ? fields.get(2) : null;
    }

    /** The same player twice in one file: name and nickname equal, ignoring case. */
    String identity() {
        return name().toLowerCase() + "\u0000"
                + (nickname() == null ? "" : nickname().toLowerCase());
    }
}
