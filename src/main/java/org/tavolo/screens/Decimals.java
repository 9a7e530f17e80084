package org.tavolo.screens;

import java.math.BigDecimal;

/** Points that can be shared (4.5) as the language writes them: {@code 4,5} in Italian, {@code 4.5} in English. */
public final class Decimals {

    private Decimals() {}

    public static String points(BigDecimal points, Language lang) {
        if (points == null) {
            return "–";
        }
        String plain = points.stripTrailingZeros().toPlainString();
        return lang.italian() ? plain.replace('.', ',') : plain;
    }
}
