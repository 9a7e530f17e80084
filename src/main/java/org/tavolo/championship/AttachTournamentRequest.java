package org.tavolo.championship;

import jakarta.validation.constraints.NotNull;

/** An existing tournament to attach as the championship's next evening (or stage). */
public record AttachTournamentRequest(@NotNull Long tournament) {}
