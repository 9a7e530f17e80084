/**
 * Hands at the tables: hand entries settled by the poker core, the chip ledger, chip counts and
 * the eliminations they cause (docs/rules.md#side-pots, #resti, #italian-tournament,
 * #holdem-tournament). Every change of a table's chips goes through {@link org.tavolo.hand.TableChanges}
 * (the table's lock, the idempotency key, what the client saw, the change, its audit line). Table
 * results and points build on it in {@code result}.
 */
package org.tavolo.hand;
