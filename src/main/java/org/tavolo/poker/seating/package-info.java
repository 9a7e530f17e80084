/**
 * Seating: table plans for each format (RULES.md 5.1, 5.2, 5.3), the verifiable seeded seat draw
 * ({@code docs/seat-draw.md}), and balancing and breaking Hold'em tables (TDA rules 10–11).
 */
package org.tavolo.poker.seating;
