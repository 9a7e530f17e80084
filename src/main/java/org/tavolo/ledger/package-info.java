/**
 * The chip ledger: every change of a table's chips as lines ({@link org.tavolo.ledger.ChipMovement}, the carried
 * pot's {@link org.tavolo.ledger.CarriedPotMove}), the stacks, chips in play and final stacks read from them
 * ({@link org.tavolo.ledger.ChipLedger}), and the eliminations they cause, placed in Hold'em and balanced by the
 * floor ({@link org.tavolo.ledger.Eliminations}). Every change of a table's chips (hand, chip count, void, ruling,
 * penalty) goes through {@link org.tavolo.ledger.TableChanges}: the table's lock, the idempotency key, what the
 * client saw, the change, its audit line. The entries above it (hands, counts, penalties) use it; it uses none of
 * them, and asks what only they know through the interfaces it declares ({@link org.tavolo.ledger.LastEntries},
 * {@link org.tavolo.ledger.HeldPots}).
 */
package org.tavolo.ledger;
