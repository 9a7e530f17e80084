package org.tavolo.ledger;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

/**
 * A table during one game of a tournament: where hands are entered and chips counted. Mapped once
 * for every row that belongs to a table in a game (hands, ledger lines, eliminations).
 */
@Embeddable
public record TableInGame(
        @Column(name = "tournament_id", nullable = false, updatable = false)
        long tournamentId,

        @Column(name = "game_no", nullable = false, updatable = false)
        int game,

        @Column(name = "table_no", nullable = false, updatable = false)
        int table) {}
