/**
 * The Italian rules a table follows from hand to hand: the minimum opening (docs/rules.md#opening), the Teresina
 * round's time and the Teresa owed after a full house, and the parol pot a hand carries (docs/rules.md#parol).
 */
package org.tavolo.hand.italian;
