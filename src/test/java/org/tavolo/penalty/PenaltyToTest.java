package org.tavolo.penalty;

import static java.util.Map.entry;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * docs/rules.md#penalties: each kind of penalty carries its rule (what it takes, where its chips go) and its words in
 * both languages, so that a new kind is its constant, its two lines of words and its line here.
 */
class PenaltyToTest {

    /** Each kind's rule, as the rule book says it. A new kind adds its line. */
    private static final Map<PenaltyTo, String> RULES = Map.ofEntries(
            entry(PenaltyTo.POT, "chips, carried to the next hand's pot"),
            entry(PenaltyTo.PLAYERS, "chips, split among the other players"),
            entry(PenaltyTo.OUT_OF_PLAY, "chips, out of play"),
            entry(PenaltyTo.SKIP_HAND, "the next hand"));

    /**
     * The key of a kind's words: {@code DirectorMessages.penalty_kind(PenaltyTo)} is said through one key a constant,
     * joined by {@code _$} since some constants hold an underscore (Qute's rule for an enum's messages).
     */
    private static final String WORDS = "penalty_kind_$";

    /** What a kind does, read from the constant alone. */
    private static String rule(PenaltyTo kind) {
        if (kind.takesNextHand()) {
            return "the next hand";
        }
        if (!kind.takesChips()) {
            return "nothing";
        }
        if (kind.carriedToNextPot()) {
            return "chips, carried to the next hand's pot";
        }
        if (kind.sharedAmongPlayers()) {
            return "chips, split among the other players";
        }
        return kind.leavesPlay() ? "chips, out of play" : "chips, to nobody";
    }

    @Test
    void everyKindTakesWhatItsRuleSays() {
        assertEquals(EnumSet.allOf(PenaltyTo.class), EnumSet.copyOf(RULES.keySet()), "one rule line a kind");
        for (PenaltyTo kind : PenaltyTo.values()) {
            assertEquals(RULES.get(kind), rule(kind), kind.name());
        }
    }

    @Test
    void onlyChipsOutOfPlayLeavePlayAndOnlyChipsToThePotAreCarried() {
        for (PenaltyTo kind : PenaltyTo.values()) {
            assertEquals(kind.leavesPlay(), kind.takesChips() && rule(kind).endsWith("out of play"), kind.name());
            assertEquals(
                    kind.carriedToNextPot(), kind.takesChips() && rule(kind).endsWith("pot"), kind.name());
        }
    }

    @Test
    void everyKindHasItsWordsInItalianAndEnglish() throws IOException {
        List<String> missing = new ArrayList<>();
        for (String language : List.of("it", "en")) {
            Properties words = bundle(language);
            Arrays.stream(PenaltyTo.values())
                    .map(kind -> WORDS + kind.name())
                    .filter(key -> words.getProperty(key, "").isBlank())
                    .forEach(key -> missing.add("dir_" + language + ".properties: " + key));
        }
        assertEquals(List.of(), missing, "each kind of penalty says its words in both bundles");
    }

    private static Properties bundle(String language) throws IOException {
        try (InputStream in = PenaltyToTest.class.getResourceAsStream("/messages/dir_" + language + ".properties")) {
            Properties words = new Properties();
            words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return words;
        }
    }
}
