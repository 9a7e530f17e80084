/**
 * Scoring: ranking a table, finishing places, placement points, standings and qualifiers
 * (docs/rules.md#tournaments). Plain Java; the service loads results, calls this, and stores the outcome.
 */
package org.tavolo.poker.scoring;
