package org.tavolo.ledger;

import java.time.Instant;
import java.util.List;

/**
 * A player who ran out of chips, as the room may know it: who, in which game and at which table,
 * when, and who won the chips that put them out. No contact, nothing but names.
 *
 * @param entry    who went out
 * @param name     their name
 * @param nickname their nickname, or null
 * @param game     the game they went out in
 * @param table    the table
 * @param at       when the hand or the count that put them out was recorded, null when not known
 * @param place    their finishing place in Hold'em, null in the formats that place players at the close
 * @param by       the names of the players who won the pots they played for last; empty when not known (a chip count)
 */
public record EliminationView(
        long entry, String name, String nickname, int game, int table, Instant at, Integer place, List<String> by) {}
