package org.tavolo.poker.seating;

/**
 * A player changing seats, as announced by the floor.
 *
 * @param entry     the entry's id
 * @param fromTable table he leaves
 * @param fromSeat  seat he leaves
 * @param toTable   table he goes to
 * @param toSeat    seat he takes
 * @param reason    why
 */
public record Move(long entry, int fromTable, int fromSeat, int toTable, int toSeat, MoveReason reason) {}
