/**
 * The lookup-table evaluator behind {@link org.tavolo.poker.evaluation.RuleSet}: no allocation and no
 * loop over the cards on the hot path. A hand is two {@code long}s that grow by one addition and one
 * {@code or} per card ({@link org.tavolo.poker.evaluation.fast.HandKey}); its strength is one table
 * read, two for Italian suit tie-breaks. The tables are built once from the plain rank-count rules in
 * {@code RankPatterns} and are checked exhaustively against the card-by-card reading in the tests.
 */
package org.tavolo.poker.evaluation.fast;
