/**
 * The organizer's console: the pages that run a club evening from a browser, signed in as an
 * organizer ({@code /console/*}). Like the room's screens it sits above the features it shows and
 * calls their services for view records; it keeps its own words in the {@code console} message
 * bundle.
 */
package org.tavolo.screens.console;
