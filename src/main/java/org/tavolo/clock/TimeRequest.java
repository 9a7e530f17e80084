package org.tavolo.clock;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Positive;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Seconds to add to or remove from the current period. */
@Schema(description = "Seconds to add or remove", example = """
        {"seconds": 120}""")
public record TimeRequest(@Positive @Max(MAX_SECONDS) long seconds) {

    /** The most time one press adds or removes: a week. */
    public static final long MAX_SECONDS = 7 * 24 * 60 * 60;
}
