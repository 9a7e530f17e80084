/**
 * Every page people use, grouped by who uses it: {@code console} (the organizer), {@code desk}
 * (a table director), {@code room} (the public screens and a player's own page) and
 * {@code account} (sign-in, organizers and director accesses). Pages ask the feature services for
 * view records; they never settle a hand or touch an entity themselves. {@link
 * org.tavolo.screens.Language} chooses the page's language for all of them. No wing reads another: what two wings
 * show alike (the clock, the season table, a tie-break's or an access's words, the room's words) sits here, at the
 * root of the wing.
 */
package org.tavolo.screens;
