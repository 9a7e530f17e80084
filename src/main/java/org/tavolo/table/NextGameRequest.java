package org.tavolo.table;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.PositiveOrZero;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The draw of the next game. It names the game it draws, so that a repeated request answers the
 * same draw and a late one is refused, never drawing a game twice (docs/floor.md#game-lifecycle).
 *
 * @param game the game number to draw: the current game plus one
 * @param seed the seed of the draw, optional
 */
@Schema(description = "The next game's draw: the game number it draws, and an optional seed", example = """
        {"game": 2, "seed": 20261126}""")
public record NextGameRequest(
        @NotNull @Min(1) Integer game, @PositiveOrZero Long seed) {}
