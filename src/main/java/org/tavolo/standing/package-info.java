/** Standings and qualifiers of a tournament's round, as JSON and CSV (RULES.md 5.1, 5.3). */
package org.tavolo.standing;
