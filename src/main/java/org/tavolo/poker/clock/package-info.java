/**
 * The tournament clock: blind structures with breaks (RULES.md 5.2), the Italian game clock
 * (RULES.md 5.1), and the clock itself as a pure function of (structure, persisted timestamps, now).
 */
package org.tavolo.poker.clock;
