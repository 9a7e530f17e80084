/**
 * The tournament clock: blind structures with breaks (docs/rules.md#holdem-tournament), the Italian game clock
 * (docs/rules.md#italian-tournament), and the clock itself as a pure function of (structure, persisted timestamps, now).
 */
package org.tavolo.poker.clock;
