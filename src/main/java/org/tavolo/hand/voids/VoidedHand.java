package org.tavolo.hand.voids;

import java.time.Instant;
import java.util.List;
import org.tavolo.hand.stored.HandStatus;
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
