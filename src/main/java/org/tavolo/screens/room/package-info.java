/**
 * The room's screens: the TV clock, the seating, the standings and a player's own page, in
 * Italian and English. Each reads the same views the API answers with and swaps its parts in
 * place when the tournament's event stream says they changed.
 */
package org.tavolo.screens.room;
