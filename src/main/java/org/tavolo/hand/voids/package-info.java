/**
 * Voids of hands, and who may void or correct which entry ({@link org.tavolo.hand.voids.WhoMayVoid}): a voided
 * hand's ledger lines and carried pot are reversed and its eliminations undone.
 */
package org.tavolo.hand.voids;
