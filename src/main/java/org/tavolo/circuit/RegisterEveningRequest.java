package org.tavolo.circuit;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.time.LocalDate;
import org.tavolo.tournament.TournamentFormat;

/** An evening registered ahead: the club (by its name in the circuit), its date and format. */
public record RegisterEveningRequest(
        @NotBlank @Size(max = 200) String club,
        @NotNull LocalDate date,
        @NotNull TournamentFormat format) {}
