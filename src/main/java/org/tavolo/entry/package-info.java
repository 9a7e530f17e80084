/** Entries: a player's place in a tournament, from registration (CSV too) to elimination with a finishing place. */
package org.tavolo.entry;
