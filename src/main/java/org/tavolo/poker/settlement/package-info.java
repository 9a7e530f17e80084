/**
 * Pot settlement (docs/rules.md#side-pots, #resti): uncalled bets returned, pots layered by contribution levels,
 * each pot paid to the best eligible hand in whole chip units. One mechanism serves Hold'em side
 * pots and Italian "resti"; who has the best hand is asked through {@link org.tavolo.poker.settlement.BestHands}.
 */
package org.tavolo.poker.settlement;
