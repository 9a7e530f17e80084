/**
 * Hands at the tables: hand entries settled by the poker core, the chip ledger, chip counts and
 * the eliminations they cause (docs/rules.md#side-pots, #resti, #italian-tournament,
 * #holdem-tournament). Table results and points build on it in {@code result}.
 */
package org.tavolo.hand;
