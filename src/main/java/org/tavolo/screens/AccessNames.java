package org.tavolo.screens;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table director's access as people read it in the audit trail: its code, then the organizer's
 * label, or, when the organizer gave none, the table it serves in the reader's language (the
 * service names such an access "Table 3" or "Whole tournament", and records that name).
 */
public final class AccessNames {

    private static final Pattern UNLABELLED = Pattern.compile("(\\S+) \\((?:Table (\\d+)|Whole tournament)\\)");

    private AccessNames() {}

    /** The name in the reader's words; any other name (an organizer's, a labelled access's) as it is. */
    public static String say(String name, Language lang) {
        if (name == null) {
            return null;
        }
        Matcher unlabelled = UNLABELLED.matcher(name);
        if (!unlabelled.matches()) {
            return name;
        }
        Messages words = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        String table = unlabelled.group(2);
        return unlabelled.group(1) + " ("
                + (table == null ? words.whole_tournament() : words.table(Integer.parseInt(table))) + ")";
    }
}
