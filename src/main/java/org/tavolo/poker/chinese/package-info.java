/**
 * Chinese poker (RULES.md 4.3, 5.3): three hands per player in decreasing order, a token on each,
 * row-by-row scoring under the base rule or the variant, and matches of three deals won on victory
 * points. Hands are ranked by the International rule set, the three-card front hand by RULES.md 2.3.
 */
package org.tavolo.poker.chinese;
