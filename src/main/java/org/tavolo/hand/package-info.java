/**
 * Hands at the tables, entered and previewed: a hand is checked against the table's seating and stacks, settled by
 * the core through the table's rules ({@link org.tavolo.hand.HandOutcome}) and stored with its answer, or rehearsed
 * and rolled back as a preview (docs/rules.md#side-pots, #resti, #italian-tournament, #holdem-tournament). A hand
 * changes the table's chips through the ledger's {@code TableChanges}, and tells the ledger the chips its held pots
 * keep in play.
 *
 * <p>Each other job on a hand has its sub-package: the hand as stored ({@code stored}), the Italian openings and
 * parol pot ({@code italian}), voids ({@code voids}), corrections ({@code correction}), the director's ruling on a
 * held pot ({@code ruling}) and what pages read of a table's hands ({@code read}).
 */
package org.tavolo.hand;
