package org.tavolo.screens;

import java.text.Normalizer;
import java.util.Locale;

/**
 * The small changes Italian makes to a word before a name: «a» becomes «ad» before a name that begins with
 * «a» («Restituito ad Andrea», «Restituito a Bruno», «Restituito a Elena»), as the Accademia della Crusca
 * advises for the euphonic d (only before the same vowel). The words around the name stay in the bundles;
 * this only tells which form a message takes.
 */
public final class Elision {

    private Elision() {}

    /** Whether «a» before this name is written «ad»: the name begins with an «a» (accented or not). */
    public static boolean ad(String name) {
        if (name == null || name.isBlank()) {
            return false;
        }
        String first = Normalizer.normalize(name.strip().substring(0, 1), Normalizer.Form.NFD);
        return first.toLowerCase(Locale.ROOT).charAt(0) == 'a';
    }
}
