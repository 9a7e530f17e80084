/**
 * The table's rules for one hand (docs/rules.md#opening, #covering-the-ante, #blinds-by-position, #parol): a hand as
 * entered, checked against the table as it is when the hand is played and settled with the pot the table carries.
 * The service builds the table from its records; the page builds it from the rules it was given, so a preview
 * without a connection is the service's (docs/architecture.md#the-poker-core-in-the-browser).
 */
package org.tavolo.poker.table;
