package org.tavolo.screens.desk;

import org.tavolo.hand.read.HandReasons;
import org.tavolo.result.chinese.HandName;
import org.tavolo.screens.Language;

/** A hand in the words a player accepts at the table ("coppia di Re"), as the showdown's reasons name it. */
final class HandWords {

    private HandWords() {}

    static String named(HandName hand, Language lang) {
        return HandReasons.named(hand.category(), hand.rank(), lang.italian());
    }
}
