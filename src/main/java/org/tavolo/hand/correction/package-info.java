/**
 * Corrections of a table's last hand: the hand voided and entered again as corrected, in one transaction, with
 * the same game and players; previewed by running the correction itself, rolled back.
 */
package org.tavolo.hand.correction;
