package org.tavolo.common.web;

import io.vertx.core.buffer.Buffer;
import java.net.URLDecoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.RequestProblems;
import org.tavolo.common.json.ControlCharacters;

/**
 * Refuses a page's form ({@code application/x-www-form-urlencoded}) whose field names or values
 * hold a control character other than tab and line breaks, by the same rule as JSON bodies
 * ({@link ControlCharacters}), before any page reads it: 400 {@code control-character} naming the
 * field. One check for every form, so that no page stores an ESC or a C1 control in a name.
 */
final class FormControlCharacters {

    private FormControlCharacters() {}

    static boolean isUrlEncoded(String contentType) {
        return contentType != null
                && contentType.strip().toLowerCase(Locale.ROOT).startsWith("application/x-www-form-urlencoded");
    }

    /** The refusal of the form body, if one of its fields holds a refused control character. */
    static Optional<Problem> refusal(String contentType, Buffer body) {
        Charset charset = charsetOf(contentType);
        for (String pair : body.toString(charset).split("&")) {
            int equals = pair.indexOf('=');
            String name = decode(equals < 0 ? pair : pair.substring(0, equals), charset);
            String value = equals < 0 ? "" : decode(pair.substring(equals + 1), charset);
            int control = ControlCharacters.first(name);
            if (control < 0) {
                control = ControlCharacters.first(value);
            }
            if (control >= 0) {
                String field = ControlCharacters.first(name) >= 0 ? "(a field's name)" : name;
                return Optional.of(RequestProblems.controlCharacter(field, ControlCharacters.codeOf(control)));
            }
        }
        return Optional.empty();
    }

    /** A field as sent, decoded; a malformed escape is left for the form's reader to refuse. */
    private static String decode(String encoded, Charset charset) {
        try {
            return URLDecoder.decode(encoded, charset);
        } catch (IllegalArgumentException malformed) {
            return "";
        }
    }

    private static Charset charsetOf(String contentType) {
        for (String parameter : contentType.split(";")) {
            String[] pair = parameter.strip().split("=", 2);
            if (pair.length == 2 && pair[0].strip().equalsIgnoreCase("charset")) {
                try {
                    return Charset.forName(pair[1].strip().replace("\"", ""));
                } catch (IllegalArgumentException unknown) {
                    return StandardCharsets.UTF_8;
                }
            }
        }
        return StandardCharsets.UTF_8;
    }
}
