/**
 * Chinese poker at the tables (docs/rules.md#chinese-match, #chinese-tokens): a match recorded from its victory points
 * or its three deals, or entered one deal at a time, each deal stored as it is confirmed and previewed as typed, the
 * third recording the match as a table result of {@code org.tavolo.result}.
 */
package org.tavolo.result.chinese;
