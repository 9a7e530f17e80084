package org.tavolo.standing;

import org.tavolo.poker.scoring.Outlook;

/**
 * What the round's last game must bring a player to qualify (docs/rules.md#outlook).
 *
 * @param entry      whose outlook
 * @param game       the round's last game (match, in Chinese poker), or null while it is not drawn
 * @param table      the player's table in that game, or null
 * @param qualifiers how many players go through, the number the standings use
 * @param status     QUALIFIED, OPEN, OUT, or UNKNOWN while the last game is not drawn or the format has no cut
 * @param safePlace  the worst place at the table that qualifies whatever happens elsewhere, or null
 * @param hopePlace  the worst place at the table that can still qualify, or null
 * @param tiedAtCut  every table of the last game is recorded and the player shares a rank across the cut: the
 *                   organizer decides
 */
public record OutlookView(
        long entry,
        Integer game,
        Integer table,
        Integer qualifiers,
        Outlook.Status status,
        Integer safePlace,
        Integer hopePlace,
        boolean tiedAtCut) {

    static OutlookView unknown(long entry) {
        return new OutlookView(entry, null, null, null, Outlook.Status.UNKNOWN, null, null, false);
    }

    static OutlookView of(long entry, int game, Integer table, int qualifiers, Outlook outlook) {
        return new OutlookView(
                entry, game, table, qualifiers, outlook.status(), outlook.safePlace(), outlook.hopePlace(), false);
    }

    /**
     * With every table of the last game recorded, what the standings decided (chips included): through, out, or
     * tied across the cut (OPEN, for the organizer to settle).
     */
    static OutlookView decided(long entry, int game, Integer table, int qualifiers, QualifiersView decided) {
        boolean through = decided.qualified().stream().anyMatch(l -> l.entry() == entry);
        boolean tied =
                decided.cutTie() != null && decided.cutTie().tied().stream().anyMatch(l -> l.entry() == entry);
        Outlook.Status status = through ? Outlook.Status.QUALIFIED : tied ? Outlook.Status.OPEN : Outlook.Status.OUT;
        return new OutlookView(entry, game, table, qualifiers, status, null, null, tied);
    }

    /** Whether there is something to say to the player yet. */
    public boolean shown() {
        return !"none".equals(kind());
    }

    /**
     * Which sentence says this outlook: {@code qualified}, {@code out}, {@code safe} (a place is enough),
     * {@code safe-hope} (a place is enough, a worse one may do), {@code hope} (no place is enough alone),
     * {@code others} (the player's table is done, the rest decide), {@code tie} (every table is done and the
     * player is tied across the cut), or {@code none} (nothing to say yet).
     */
    public String kind() {
        return switch (status) {
            case QUALIFIED -> "qualified";
            case OUT -> "out";
            case OPEN ->
                tiedAtCut
                        ? "tie"
                        : safePlace != null
                                ? (hopePlace != null && hopePlace > safePlace ? "safe-hope" : "safe")
                                : hopePlace != null ? "hope" : "others";
            case UNKNOWN -> "none";
        };
    }
}
