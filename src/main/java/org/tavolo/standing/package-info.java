/** Standings and qualifiers of a tournament's round, as JSON and CSV (docs/rules.md#italian-tournament, #chinese-match). */
package org.tavolo.standing;
