package org.tavolo.entry;

import java.util.Map;

/**
 * Why a line of a registration file is refused: a problem type of the one catalog of problem texts (so that a page
 * says it in its own language), the English sentence the API answers with, and the facts the catalog's words name.
 */
public record CsvRefusal(String type, String english, Map<String, Object> facts) {

    static CsvRefusal of(String type, String english, Object... factPairs) {
        java.util.LinkedHashMap<String, Object> facts = new java.util.LinkedHashMap<>();
        for (int i = 0; i + 1 < factPairs.length; i += 2) {
            facts.put((String) factPairs[i], factPairs[i + 1]);
        }
        return new CsvRefusal(type, english, Map.copyOf(facts));
    }
}
