package org.tavolo.hand;

import java.time.Instant;
import java.util.List;
import org.tavolo.poker.seating.SeatAssignment;

/**
 * A voided hand: who voided it, when and why, and the players seated again because their
 * elimination in it was undone.
 */
public record VoidedHand(
        long hand,
        HandStatus status,
        String voidedBy,
        String voidReason,
        Instant voidedAt,
        List<SeatAssignment> reseated) {}
