package org.tavolo.circuit;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** A player entered in the circuit's register by the hub's organizer. */
public record IssueCardRequest(
        @NotBlank @Size(max = 200) String name,
        @Size(max = 100) String nickname) {}
