/**
 * Results from the tables: a game (Italian) or a match (Chinese poker) closed at a table turns
 * final stacks or victory points into places and placement points (docs/rules.md#italian-tournament,
 * #chinese-match); results are corrected or voided by the organizer with an audit trail, and the
 * tournament's points schemes are kept here. Final stacks come from the chip ledger. Chinese poker, its matches and
 * deals, is the sub-package {@code chinese}, which stores its results here; nothing here knows it.
 */
package org.tavolo.result;
