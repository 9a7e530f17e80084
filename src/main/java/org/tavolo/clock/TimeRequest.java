package org.tavolo.clock;

import jakarta.validation.constraints.Positive;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Seconds to add to or remove from the current period. */
@Schema(description = "Seconds to add or remove", example = """
        {"seconds": 120}""")
public record TimeRequest(@Positive long seconds) {}
