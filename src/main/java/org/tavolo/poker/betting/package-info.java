/**
 * What a player may bet (docs/rules.md#opening, #betting-limits): the minimum pair that opens an
 * Italian hand and how it steps up when nobody opens, and the betting limits of a level, given as
 * information since the service records what each player put in, not every bet.
 */
package org.tavolo.poker.betting;
