/**
 * The pure poker core: cards, hand evaluation, pot settlement, seating, the clock and scoring.
 * Plain Java only: no Quarkus, JPA or Jackson, no I/O (checked by {@code PokerCoreIsPureTest}).
 */
package org.tavolo.poker;
