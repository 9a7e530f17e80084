/**
 * Hand evaluation (docs/rules.md#rule-sets and #games): the international and Italian rule sets, the games and the
 * showdown. Start with {@link org.tavolo.poker.evaluation.Showdown}: it evaluates every seat's best
 * hand for a {@link org.tavolo.poker.evaluation.Game}, ranks them and names the winners of any pot,
 * reporting the rare non-transitive Italian cycle instead of deciding it.
 */
package org.tavolo.poker.evaluation;
