package org.tavolo.championship;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a field of an archive sits in the text it was read from: the line and column of its value,
 * or of the nearest enclosing part when the field is missing. The archive is read once more, only
 * when a part of it is refused.
 */
record ArchiveLocation(int line, int column) {

    private static final JsonFactory FACTORY = new JsonFactory();
    private static final Pattern STEP = Pattern.compile("([^.\\[\\]]+)|\\[(\\d+)]");

    /** The place of {@code field} ({@code tournaments[0].results[2].voidReason}) in {@code text}. */
    static ArchiveLocation of(String text, String field) {
        String wanted = pointer(field);
        ArchiveLocation nearest = new ArchiveLocation(1, 1);
        int nearestLength = -1;
        try (JsonParser parser = FACTORY.createParser(text)) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    continue;
                }
                String at = parser.getParsingContext().pathAsPointer().toString();
                boolean value = token != JsonToken.FIELD_NAME;
                if (at.equals(wanted) && value) {
                    return at(parser.currentTokenLocation());
                }
                if (at.length() > nearestLength && encloses(at, wanted)) {
                    nearest = at(parser.currentTokenLocation());
                    nearestLength = at.length();
                }
            }
        } catch (IOException unreadable) {
            // the archive was read before; a refusal still answers, at the start of the text
        }
        return nearest;
    }

    private static boolean encloses(String at, String wanted) {
        return wanted.equals(at) || wanted.startsWith(at + "/");
    }

    private static ArchiveLocation at(JsonLocation location) {
        return new ArchiveLocation(Math.max(1, location.getLineNr()), Math.max(1, location.getColumnNr()));
    }

    /** The JSON pointer of a field path: {@code players[3].name} is {@code /players/3/name}. */
    static String pointer(String field) {
        StringBuilder out = new StringBuilder();
        Matcher step = STEP.matcher(field);
        while (step.find()) {
            String name = step.group(1) != null ? step.group(1) : step.group(2);
            out.append('/').append(name.replace("~", "~0").replace("/", "~1"));
        }
        return out.toString();
    }
}
