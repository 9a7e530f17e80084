/**
 * Chinese poker (docs/rules.md#chinese-tokens, #chinese-match): three hands per player in decreasing order, a token on each,
 * row-by-row scoring under the base rule or the variant, and matches of three deals won on victory
 * points. Hands are ranked by the International rule set, the three-card front hand by docs/rules.md#three-card.
 */
package org.tavolo.poker.chinese;
