package org.tavolo.screens;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import org.tavolo.standing.StandingLine;

/**
 * What ranked a tournament standings line apart from one of the same points, in words, as the season table says its
 * own tie-breaks: the same sentence on the console, the phone and the TV (docs/results.md#standings).
 */
public final class TieBreakWords {

    private TieBreakWords() {}

    /** The words of {@code line}'s tie-break, or null when nothing but the points (or the place) ranked it. */
    public static String of(StandingLine line, Language lang) {
        StandingLine.TieBreak t = line.tieBreak();
        if (t == null) {
            return null;
        }
        Messages words = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        return switch (t.by()) {
            case CHIPS -> words.standings_tie_chips(lang.chips(t.own()), lang.chips(t.other()));
            case VICTORY_POINTS -> words.standings_tie_victory(String.valueOf(t.own()), String.valueOf(t.other()));
            case CHIPS_AT_START_OF_HAND -> words.standings_tie_same_hand(lang.chips(t.own()), lang.chips(t.other()));
        };
    }
}
