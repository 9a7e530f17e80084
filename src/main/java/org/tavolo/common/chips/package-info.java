/** Chip amounts: their bounds at the door. */
package org.tavolo.common.chips;
