package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ws.rs.core.MultivaluedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.chinese.ChineseMatchDealsRequest.Deal;

/** The Chinese deal as typed on the page: each hand's cards as text, its token, the deal's key and number. */
class ChineseFormTest {

    private static MultivaluedHashMap<String, String> typed(int seat, String tokens) {
        MultivaluedHashMap<String, String> posted = new MultivaluedHashMap<>();
        String[] rows = {"as ks qs js 8s", "Ah,Kh,Qh,Jh,10h", "A♦ A♣ 2♠"};
        String[] names = {"first", "second", "third"};
        for (int r = 0; r < 3; r++) {
            posted.add("cn-" + seat + "-" + names[r], rows[r]);
            if (r < tokens.length()) {
                posted.add("tok-" + seat + "-" + names[r], tokens.substring(r, r + 1));
            }
        }
        posted.add("entryId", "deal-key");
        posted.add("deal", "2");
        return posted;
    }

    @Test
    void aDealTypedAsTextIsReadAsTheDecksCodesWithItsKeyAndNumber() {
        ChineseForm form = ChineseForm.read(typed(3, "431"), List.of(3));
        assertEquals("deal-key", form.entryId());
        assertEquals(2, form.deal());
        Deal deal = form.current(Map.of(3, 42L));
        assertEquals(42L, deal.players().get(0).entry());
        assertEquals(
                List.of("As", "Ks", "Qs", "Js", "8s"), deal.players().get(0).first());
        assertEquals(
                List.of("Ah", "Kh", "Qh", "Jh", "Th"), deal.players().get(0).second());
        assertEquals(List.of("Ad", "Ac", "2s"), deal.players().get(0).third());
        assertEquals(List.of(4, 3, 1), deal.players().get(0).tokens());
    }

    @Test
    void theProposedOrderMovesWholeHandsBetweenRowsAndLeavesTheTokens() {
        ChineseForm form =
                ChineseForm.read(typed(3, "431"), List.of(3)).reordered(3, List.of("second", "first", "third"));
        Deal deal = form.current(Map.of(3, 42L));
        assertEquals(
                List.of("Ah", "Kh", "Qh", "Jh", "Th"), deal.players().get(0).first());
        assertEquals(
                List.of("As", "Ks", "Qs", "Js", "8s"), deal.players().get(0).second());
        assertEquals(List.of(4, 3, 1), deal.players().get(0).tokens());
    }

    @Test
    void aHandWithoutItsTokenIsRefusedNamingTheSeatsTokens() {
        ChineseForm form = ChineseForm.read(typed(2, "43"), List.of(2));
        ProblemException refused = assertThrows(ProblemException.class, () -> form.current(Map.of(2, 7L)));
        assertEquals("tok-2", refused.problem().extensions().get("field"));
    }
}
