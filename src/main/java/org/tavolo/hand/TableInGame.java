package org.tavolo.hand;

/** A table during one game of a tournament: where hands are entered and chips counted. */
public record TableInGame(long tournamentId, int game, int table) {}
