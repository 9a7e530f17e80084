package org.tavolo.standing;

/**
 * One line of a table result in force, as the standings read it: a projection, never a managed
 * entity, with the name of the entry's player beside it.
 */
record RoundLine(
        long entry,
        int game,
        int table,
        int place,
        int sharedBy,
        long pointsUnits,
        long chips,
        String name,
        String nickname) {}
