package org.tavolo.table;

import jakarta.validation.constraints.PositiveOrZero;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A seat draw. Leave the seed out for a fresh random one; give one (a public lottery number, say)
 * to make the draw reproducible by anyone in advance.
 *
 * @param seed the seed of the draw, optional
 */
@Schema(description = "A seat draw; the seed is optional", example = """
        {"seed": 20261126}""")
public record DrawRequest(@PositiveOrZero Long seed) {}
