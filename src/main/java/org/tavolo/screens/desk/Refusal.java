package org.tavolo.screens.desk;

import java.util.Map;

/**
 * What the table page says it refused: the refusal in words, the form field it names, whether the table changed since
 * the page was shown.
 *
 * @param error    a refusal in words ({@code null}: none; empty: the page's own words for the field)
 * @param field    the form field the refusal names, if any
 * @param conflict whether the table changed since the page was shown
 */
public record Refusal(String error, String field, boolean conflict) {

    /** Nothing refused. */
    static final Refusal NONE = new Refusal(null, null, false);

    /** The table changed since the page was shown: said at the top, no field named. */
    static Refusal conflict(String said) {
        return new Refusal(said, null, true);
    }

    public boolean at(String name) {
        return error != null && name.equals(field);
    }

    public boolean at(String kind, int seat) {
        return at(kind + "-" + seat);
    }

    /** A refusal about one hand of a seat in a Chinese deal. */
    public boolean atRow(int seat, String row) {
        return at("cn-" + seat + "-" + row);
    }

    /**
     * The refusal as the summary at the top of the page says it: one about a seat of a Chinese deal (a foul, a card, a
     * token) names that seat's player first, since the summary stands far from the seat.
     */
    public String summary(Map<Integer, String> names) {
        if (error == null || field == null || !field.matches("(cn|tok)-\\d+(-.*)?")) {
            return error;
        }
        int seat = Integer.parseInt(field.replaceAll("^[a-z]+-(\\d+).*", "$1"));
        return names.containsKey(seat) ? seat + " · " + names.get(seat) + ": " + error : error;
    }

    /** The id of the part of the page the refusal names, for the summary's link ({@code null}: none). */
    public String target() {
        if (error == null || conflict || field == null) {
            return null;
        }
        if (field.matches("(put|card|in|fold)-\\d+(-.*)?")) {
            return "player-" + field.replaceAll("^[a-z]+-(\\d+).*", "$1");
        }
        if (field.matches("(cn|tok)-\\d+(-.*)?")) {
            return "cn-player-" + field.replaceAll("^[a-z]+-(\\d+).*", "$1");
        }
        if (field.matches(
                "count-\\d+|button|reason|void-reason|correct-reason|chinese|penalty-(seat|chips|to|reason)")) {
            return field;
        }
        if (field.matches("opener(-kind|-amount)?|parol")) {
            return "opening";
        }
        return "board".equals(field) ? "board-cards" : null;
    }
}
