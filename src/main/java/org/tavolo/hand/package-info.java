/**
 * Hands at the tables: a hand entered, previewed, recorded (as {@link org.tavolo.hand.RecordedHand}), voided or
 * corrected, the director's ruling on a held pot, the Italian openings and the parol pot a hand leaves
 * (docs/rules.md#side-pots, #resti, #italian-tournament, #holdem-tournament, #parol). A hand changes the table's
 * chips through the ledger's {@code TableChanges}; this package also reads what was entered at a table
 * ({@link org.tavolo.hand.TableEntries}: hands and chip counts) and who eliminated whom
 * ({@link org.tavolo.hand.EliminationViews}), and tells the ledger the chips its held pots keep in play.
 */
package org.tavolo.hand;
