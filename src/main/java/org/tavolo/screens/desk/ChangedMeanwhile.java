package org.tavolo.screens.desk;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.util.Map;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.Language;

/**
 * The page's words for an entry the director confirmed that the service refused because the table changed meanwhile
 * (docs/director-page.md#refusals): what changed, that nothing was recorded, and what a director can do. The service's
 * own words are meant for every caller, the organizer too ("void its result first"); a director cannot void a result,
 * so a closed game is said in the desk's words. A player moved keeps the service's words, which name the player, where
 * he went and that nothing was recorded; any other refusal is the service's words after "not recorded".
 */
final class ChangedMeanwhile {

    private ChangedMeanwhile() {}

    /** The words for {@code refused} at the top of the page and in the offline queue. */
    static String said(ProblemException refused, Language language) {
        String type = refused.problem().type();
        Map<String, Object> facts = refused.problem().extensions();
        DirectorMessages words = MessageBundles.get(DirectorMessages.class, Localized.Literal.of(language.tag()));
        if (type.endsWith("/table-closed") && facts.get("table") != null && facts.get("currentGame") != null) {
            return words.changed_closed(number(facts.get("table")), number(facts.get("currentGame")));
        }
        if (type.endsWith("/not-current-game") && facts.get("game") != null && facts.get("currentGame") != null) {
            return words.changed_next_game(number(facts.get("game")), number(facts.get("currentGame")));
        }
        if (type.endsWith("/stale-stack")) {
            return words.conflict() + " (" + language.says(refused) + ")";
        }
        if (type.endsWith("/player-moved")) {
            return language.says(refused); // names the player, where he went, and that nothing was recorded
        }
        return words.entry_not_recorded() + " " + language.says(refused);
    }

    private static int number(Object fact) {
        return ((Number) fact).intValue();
    }
}
