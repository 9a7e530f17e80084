package org.tavolo.hand;

import com.fasterxml.jackson.annotation.JsonValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * The stacks at a table, seat by seat. Clients read it as an object from seat number to chips
 * ({@code {"1": 12000, "2": 8000}}), the shape this endpoint has always had.
 */
@Schema(
        name = "StacksAtTable",
        type = SchemaType.OBJECT,
        description = "The chips of each seat, keyed by seat number",
        additionalProperties = Long.class,
        example = "{\"1\": 12000, \"2\": 8000}")
public record StacksAtTable(List<SeatStack> seats) {

    /** The stack of the entry at one seat. */
    public record SeatStack(int seat, long entry, long chips) {}

    @JsonValue
    Map<Integer, Long> bySeat() {
        Map<Integer, Long> bySeat = new LinkedHashMap<>();
        seats.forEach(s -> bySeat.put(s.seat(), s.chips()));
        return bySeat;
    }
}
