package org.tavolo.ledger;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The stacks at a table, seat by seat. Clients read it as an object from seat number to chips
 * ({@code {"1": 12000, "2": 8000}}), the shape this endpoint has always had; asked with
 * {@code ?players=true}, as {@code {"seats": [{"seat", "entry", "name", "nickname", "chips"}]}}, each
 * seat with the player at it (docs/results.md#stacks).
 */
@Schema(
        name = "StacksAtTable",
        type = SchemaType.OBJECT,
        description = "The chips of each seat, keyed by seat number; with ?players=true, {\"seats\": [SeatStack]}",
        additionalProperties = Long.class,
        example = "{\"1\": 12000, \"2\": 8000}")
public record StacksAtTable(List<SeatStack> seats, boolean withNames) {

    /** The stack of the entry at one seat, with the player's name and nickname (null when none). */
    public record SeatStack(int seat, long entry, String name, String nickname, long chips) {}

    /** Each seat's entry and stack with the player's names, in seat order. */
    public static List<SeatStack> seats(
            Map<Integer, Long> entryBySeat, Map<Long, Long> stackByEntry, EntryNames names) {
        return new TreeMap<>(entryBySeat)
                .entrySet().stream()
                        .map(s -> new SeatStack(
                                s.getKey(),
                                s.getValue(),
                                names.name(s.getValue()),
                                names.nickname(s.getValue()),
                                stackByEntry.get(s.getValue())))
                        .toList();
    }

    /** The same stacks, answered seat by seat with the players' names. */
    public StacksAtTable named() {
        return new StacksAtTable(seats, true);
    }

    @JsonValue
    public Object json() {
        if (withNames) {
            return Map.of("seats", seats);
        }
        Map<Integer, Long> bySeat = new LinkedHashMap<>();
        seats.forEach(s -> bySeat.put(s.seat(), s.chips()));
        return bySeat;
    }
}
