package org.tavolo.circuit;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;

/** The small requests of the hub's API. */
public final class CircuitRequests {

    private CircuitRequests() {}

    /** A club joining the circuit. */
    public record AddClub(@NotBlank @Size(max = 200) String name) {}

    /** A duplicate card merged into the card it repeats. */
    public record MergeCards(@NotBlank @Size(max = 40) String into) {}

    /** Which registered evening a club's tournament was (the club side). */
    public record SendEvening(@NotNull Long evening) {}

    /**
     * Where this club sends its evenings: the hub's address ({@code https://hub.example.org}), the circuit there, the
     * club's name in that circuit and the key the hub gave.
     */
    public record Link(
            @NotBlank @Size(max = 500) @Pattern(regexp = "https?://\\S+")
            String hub,

            @NotNull Long circuit,
            @NotBlank @Size(max = 200) String club,
            @NotBlank @Size(max = 200) String key) {}
}
