package org.tavolo.entry;

import java.time.Instant;

/** An entry as clients see it, with where it sits when it is seated. */
public record EntryView(
        long id,
        long tournamentId,
        long playerId,
        String playerName,
        String nickname,
        EntryStatus status,
        Integer finishingPlace,
        boolean late,
        Instant enteredAt,
        Instant eliminatedAt,
        Integer table,
        Integer seat) {

    public static EntryView from(Entry e, Integer table, Integer seat) {
        return new EntryView(
                e.id,
                e.tournamentId(),
                e.player().id,
                e.player().name(),
                e.player().nickname(),
                e.status(),
                e.finishingPlace(),
                e.late(),
                e.enteredAt(),
                e.eliminatedAt(),
                table,
                seat);
    }
}
