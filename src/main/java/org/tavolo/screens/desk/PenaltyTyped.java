package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.UUID;

/**
 * A penalty as typed on the table page, kept when it is refused: the form's key, the penalized seat, the chips,
 * where they go and the reason, each as the director typed it.
 */
public record PenaltyTyped(String entryId, String seat, String chips, String to, String reason) {

    static PenaltyTyped fresh() {
        return new PenaltyTyped(UUID.randomUUID().toString(), "", "", "POT", "");
    }

    static PenaltyTyped read(MultivaluedMap<String, String> posted) {
        String key = typed(posted, "entryId");
        return new PenaltyTyped(
                key.isEmpty() ? UUID.randomUUID().toString() : key,
                typed(posted, "seat"),
                typed(posted, "chips"),
                typed(posted, "to"),
                typed(posted, "reason"));
    }

    public boolean seatIs(int number) {
        return String.valueOf(number).equals(seat);
    }

    public boolean toIs(String destination) {
        return destination.equals(to);
    }

    private static String typed(MultivaluedMap<String, String> posted, String name) {
        String value = posted.getFirst(name);
        return value == null ? "" : value.strip();
    }
}
