/**
 * Seating: table plans for each format (docs/rules.md#italian-tournament, #holdem-tournament, #chinese-match), the verifiable seeded seat draw
 * ({@code docs/seat-draw.md}), and balancing and breaking Hold'em tables (TDA rules 10–11).
 */
package org.tavolo.poker.seating;
