/** Tournaments: announcing them, their format and, later, their settings. */
package org.tavolo.tournament;
