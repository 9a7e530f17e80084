/**
 * Cards as the rule book writes them (docs/rules.md#cards): ranks, suits, the text notation and the
 * decks of 52, 40, 36, 32 and 28 cards.
 */
package org.tavolo.poker.cards;
