package org.tavolo.poker.seating;

/**
 * One entry's place: table and seat, both numbered from 1.
 *
 * @param entry the entry's id
 * @param table table number
 * @param seat  seat number at that table
 */
public record SeatAssignment(long entry, int table, int seat) {}
