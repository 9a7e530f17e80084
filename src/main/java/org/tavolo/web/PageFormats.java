package org.tavolo.web;

import io.quarkus.qute.TemplateExtension;
import org.tavolo.tournament.TournamentFormat;

/** How pages write times and chips. */
@TemplateExtension
public final class PageFormats {

    private PageFormats() {}

    /** Seconds as a clock face: {@code 7:05}, or {@code 1:02:03} past an hour. */
    static String clockFace(Long seconds) {
        if (seconds == null) {
            return "–";
        }
        long s = Math.max(0, seconds);
        long hours = s / 3600;
        long minutes = s % 3600 / 60;
        long rest = s % 60;
        return hours > 0 ? "%d:%02d:%02d".formatted(hours, minutes, rest) : "%d:%02d".formatted(minutes, rest);
    }

    /** A format as players call it. */
    static String label(TournamentFormat format) {
        return switch (format) {
            case ITALIAN_DRAW -> "Italian draw poker";
            case TEXAS_HOLDEM -> "Texas Hold’em";
            case CHINESE_POKER -> "Chinese poker";
        };
    }

    /** Chips with thousands separated by a thin space: {@code 20 000}. */
    static String chips(Long amount) {
        if (amount == null) {
            return "–";
        }
        return String.format("%,d", amount).replace(',', '\u202F');
    }
}
