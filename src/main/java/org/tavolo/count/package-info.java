/**
 * Chip counts at a table: the director counts the stacks, with a reason; a count that changes the table's total
 * is flagged, one that leaves a player without chips eliminates him, and a count is undone by a count back to
 * the stacks before it (docs/rules.md#italian-tournament). Written through the ledger's {@code TableChanges}.
 */
package org.tavolo.count;
