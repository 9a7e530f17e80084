/**
 * Scoring: ranking a table, finishing places, placement points, standings and qualifiers
 * (RULES.md 5.1–5.3). Plain Java; the service loads results, calls this, and stores the outcome.
 */
package org.tavolo.poker.scoring;
