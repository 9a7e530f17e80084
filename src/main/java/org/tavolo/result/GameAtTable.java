package org.tavolo.result;

/**
 * Which game a result is for: a tournament's round, the game (or Chinese poker match) within it,
 * and the table.
 */
public record GameAtTable(long tournamentId, int round, int game, int table) {}
