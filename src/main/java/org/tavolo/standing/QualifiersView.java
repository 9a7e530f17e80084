package org.tavolo.standing;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * Who goes through (docs/rules.md#italian-tournament). {@code qualified} are through outright; {@code cutTie}, when
 * present, names the players sharing a rank across the cut: {@code seatsLeft} of the places
 * {@code firstPlace}..{@code lastPlace} go through and the organizer decides who.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record QualifiersView(
        long tournamentId, int round, int players, int seats, List<StandingLine> qualified, CutTie cutTie) {

    /** Players tied across the cut. */
    public record CutTie(int firstPlace, int lastPlace, int seatsLeft, List<StandingLine> tied) {}
}
