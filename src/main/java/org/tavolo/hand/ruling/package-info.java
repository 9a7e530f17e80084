/**
 * The director's ruling on the pots a cycle of hands left unpaid (docs/rules.md#side-pots): who wins each, paid
 * to the stacks.
 */
package org.tavolo.hand.ruling;
