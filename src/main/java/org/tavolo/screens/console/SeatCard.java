package org.tavolo.screens.console;

import org.tavolo.entry.EntryView;
import org.tavolo.security.QrCodes;

/** A seat card: the seated entry, the address of the player's own page and its QR code (SVG). */
public record SeatCard(EntryView entry, String link, String qr) {

    /** The card of a seated entry, linking to the player's own page at the club's public address. */
    static SeatCard of(EntryView entry, String base, long tournamentId) {
        String link = base + "/tournaments/" + tournamentId + "/players/" + entry.id();
        return new SeatCard(entry, link, QrCodes.svg(link));
    }

    /**
     * How large the name prints, by its length with the nickname: a long name is set smaller, so
     * that any name fits its card and the table and seat keep their place inside the cut lines
     * (docs/room-screens.md#seat-cards).
     */
    public String nameSize() {
        String nickname = entry.nickname();
        int length = entry.playerName().length() + (nickname == null ? 0 : nickname.length() + 3);
        if (length <= 22) {
            return "name-l";
        }
        if (length <= 34) {
            return "name-m";
        }
        if (length <= 48) {
            return "name-s";
        }
        return "name-xs";
    }
}
