/**
 * Penalties: chips a player forfeits, to the pot, to other players or out of play, and their voids
 * (docs/rules.md#penalties). Written through the ledger's {@code TableChanges}; a penalty paid to the pot joins
 * the hand's carried pot ({@code hand.ParolHands}).
 */
package org.tavolo.penalty;
