/**
 * Results from the tables: a game (Italian) or a match (Chinese poker) closed at a table turns
 * final stacks or victory points into places and placement points (docs/rules.md#italian-tournament,
 * #chinese-match); results are corrected or voided by the organizer with an audit trail, and the
 * tournament's points schemes are kept here. A Chinese poker match may be entered one deal at a
 * time, each deal stored as it is confirmed, the third recording the match. Final stacks come from the chip ledger in {@code hand}.
 */
package org.tavolo.result;
