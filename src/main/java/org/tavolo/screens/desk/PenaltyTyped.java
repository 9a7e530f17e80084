package org.tavolo.screens.desk;

import jakarta.ws.rs.core.MultivaluedMap;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.tavolo.penalty.PenaltyTo;

/**
 * A penalty as typed on the table page, kept when it is refused: the form's key, the penalized seat, the chips,
 * where they go and the reason, each as the director typed it.
 */
public record PenaltyTyped(String entryId, String seat, String chips, String to, String reason) {

    static PenaltyTyped fresh() {
        return new PenaltyTyped(UUID.randomUUID().toString(), "", "", PenaltyTo.POT.name(), "");
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

    /** Whether this kind is the one typed (the form's option kept selected). */
    public boolean kindIs(PenaltyTo kind) {
        return kind.name().equals(to);
    }

    /** The kinds the form offers, every constant of the one list, in its order. */
    public List<PenaltyTo> kinds() {
        return List.of(PenaltyTo.values());
    }

    /**
     * The kinds that take no chips, by name, separated by spaces: the select's {@code data-no-chips}, from which the
     * offline script knows that such a penalty is sent without chips.
     */
    public String kindsWithoutChips() {
        return Arrays.stream(PenaltyTo.values())
                .filter(kind -> !kind.takesChips())
                .map(PenaltyTo::name)
                .collect(Collectors.joining(" "));
    }

    /** The kind typed, when it is one. */
    Optional<PenaltyTo> kind() {
        return Arrays.stream(PenaltyTo.values()).filter(this::kindIs).findFirst();
    }

    private static String typed(MultivaluedMap<String, String> posted, String name) {
        String value = posted.getFirst(name);
        return value == null ? "" : value.strip();
    }
}
