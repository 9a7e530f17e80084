/**
 * The hand as stored: the entity {@link org.tavolo.hand.stored.HandEntry} with its queries, and the jsonb shape
 * of what was entered and what it did ({@link org.tavolo.hand.stored.RecordedHand}), owned here and changed only with
 * a migration.
 */
package org.tavolo.hand.stored;
