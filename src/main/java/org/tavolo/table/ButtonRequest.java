package org.tavolo.table;

import jakarta.validation.constraints.Positive;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The director's button seat for the next hand. */
@Schema(description = "Button seat for the next hand", example = """
        {"seat": 4}""")
public record ButtonRequest(@Positive int seat) {}
