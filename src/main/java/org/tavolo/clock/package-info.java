/** The tournament clock, persisted as timestamps and read through {@code org.tavolo.poker.clock}. */
package org.tavolo.clock;
