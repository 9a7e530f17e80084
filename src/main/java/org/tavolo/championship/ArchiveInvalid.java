package org.tavolo.championship;

import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * A part of an archive that breaks a rule: the field, as a path into the archive
 * ({@code tournaments[0].results[2].voidReason}), and why. It becomes the 400 {@code archive-invalid}
 * answer once it is told where in the archive's text the field sits ({@link #in}).
 */
final class ArchiveInvalid extends RuntimeException {

    private final String field;

    ArchiveInvalid(String field, String reason) {
        super(reason, null, false, false);
        this.field = field;
    }

    String field() {
        return field;
    }

    /** The refusal, naming the field, its line and its column in {@code text}. */
    ProblemException in(String text) {
        ArchiveLocation where = ArchiveLocation.of(text, field);
        return ProblemException.badRequest(
                "archive-invalid",
                field + " (line " + where.line() + ", column " + where.column() + "): " + getMessage(),
                Map.of("field", field, "line", where.line(), "column", where.column()));
    }
}
