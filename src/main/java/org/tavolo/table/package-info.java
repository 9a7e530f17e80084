/**
 * Tables and seats: the verifiable seat draw of each game, the button, balancing and table breaks
 * after eliminations, and the moves the floor announces (with undo).
 */
package org.tavolo.table;
