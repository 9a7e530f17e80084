package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import jakarta.ws.rs.core.MultivaluedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tavolo.common.error.ProblemException;
import org.tavolo.result.ChineseMatchDealsRequest.Deal;

/** The Chinese deal as typed on the page, and the confirmed deals the page carries until the match is recorded. */
class ChineseFormTest {

    private static MultivaluedHashMap<String, String> typed(int seat, String tokens) {
        MultivaluedHashMap<String, String> posted = new MultivaluedHashMap<>();
        String[][] rows = {{"Ah", "Kh", "Qh", "Jh", "Th"}, {"As", "Ks", "Qs", "Js", "8s"}, {"Ad", "Ac", "2s"}};
        String[] names = {"first", "second", "third"};
        for (int r = 0; r < 3; r++) {
            for (int k = 0; k < rows[r].length; k++) {
                posted.add("cn-" + seat + "-" + names[r] + "-" + (k + 1), rows[r][k]);
            }
            if (r < tokens.length()) {
                posted.add("tok-" + seat + "-" + names[r], tokens.substring(r, r + 1));
            }
        }
        return posted;
    }

    @Test
    void aConfirmedDealIsCarriedByThePageExactlyAsTyped() {
        ChineseForm form = ChineseForm.read(typed(3, "431"), List.of(3));
        Deal deal = form.current(Map.of(3, 42L));
        String done = ChineseForm.withDeal(ChineseForm.withDeal("", deal), deal);

        ChineseForm carried = new ChineseForm(done, Map.of());
        assertEquals(3, carried.deal());
        List<Deal> deals = carried.doneDeals();
        assertEquals(2, deals.size());
        assertEquals(deal, deals.get(1));
        assertEquals(42L, deals.get(0).players().get(0).entry());
        assertEquals(List.of("Ad", "Ac", "2s"), deals.get(0).players().get(0).third());
        assertEquals(List.of(4, 3, 1), deals.get(0).players().get(0).tokens());
    }

    @Test
    void aHandWithoutItsTokenIsRefusedNamingTheSeatsTokens() {
        ChineseForm form = ChineseForm.read(typed(2, "43"), List.of(2));
        ProblemException refused = assertThrows(ProblemException.class, () -> form.current(Map.of(2, 7L)));
        assertEquals("tok-2", refused.problem().extensions().get("field"));
    }
}
