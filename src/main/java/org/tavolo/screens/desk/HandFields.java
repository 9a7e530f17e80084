package org.tavolo.screens.desk;

import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Where on the hand form a refusal of the hand service belongs: the page's field for the API field it names. */
final class HandFields {

    private static final Pattern PLAYER_FIELD = Pattern.compile("players\\[(\\d+)]\\.(\\w+).*");

    private static final Map<String, String> OPENING = Map.of(
            "opened", "opener",
            "opener", "opener",
            "opener.seat", "opener",
            "opener.cards", "opener",
            "opener.kind", "opener-kind",
            "opener.amount", "opener-amount",
            "parol", "parol",
            "parolPart", "parol");

    private HandFields() {}

    /**
     * The page's field for an API field: {@code players[1].cards} is the cards of the second player in,
     * {@code opener.kind} the opener's kind ({@code opener-kind}); other fields keep their names.
     */
    static String fieldOf(Object apiField, HandForm form) {
        if (apiField == null) {
            return null;
        }
        String field = apiField.toString();
        if (OPENING.containsKey(field)) {
            return OPENING.get(field);
        }
        Matcher m = PLAYER_FIELD.matcher(field);
        if (!m.matches()) {
            return field;
        }
        List<Integer> in = form.seats().entrySet().stream()
                .filter(e -> e.getValue().in())
                .map(Map.Entry::getKey)
                .toList();
        int index = Integer.parseInt(m.group(1));
        if (index >= in.size()) {
            return null;
        }
        String kind = m.group(2).startsWith("cards") ? "card" : m.group(2).equals("contributed") ? "put" : "in";
        return kind + "-" + in.get(index);
    }
}
