package org.tavolo.result.chinese;

import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tavolo.result.ResultApi.activeResults;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.recordMatch;
import static org.tavolo.result.ResultApi.tournament;
import static org.tavolo.result.ResultApi.victoryPoints;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Json;

/**
 * docs/rules.md#chinese-tokens: victory points are tokens collected, so totals entered for a match are bounded by
 * the tokens a table bets (with the default tokens 0,0,1,1,2,2,3,3,4 a table of four bets 4 × 16 = 64).
 */
@QuarkusTest
class ChineseTotalsResourceTest {

    @Test
    void victoryPointsAboveTheTokensATableBetsAreRefusedAndNothingIsStored() {
        long t = tournament("CHINESE_POKER");
        List<Long> e = entries(t, 4);
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 1000, e.get(1), 999, e.get(2), 500, e.get(3), 0))
                .statusCode(400)
                .contentType("application/problem+json")
                .body(Json.at("type", equalTo("/problems/victory-points-exceed-tokens")))
                .body(Json.at("field", equalTo("victoryPoints[0].points")))
                .body(Json.at("most", equalTo(64)));
        // each total possible for one player, the sum not: 40 + 22 + 3 = 65 > 4 × 16
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 40, e.get(1), 22, e.get(2), 3, e.get(3), 0))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/victory-points-exceed-tokens")))
                .body(Json.at("field", equalTo("victoryPoints")))
                .body(Json.at("sum", equalTo(65)));
        assertEquals(0, activeResults(t));

        recordMatch(t, 1, 1, victoryPoints(e.get(0), 40, e.get(1), 22, e.get(2), 2, e.get(3), 0))
                .statusCode(201)
                .body(Json.at("places.victoryPoints", org.hamcrest.Matchers.contains(40, 22, 2, 0)));
        assertEquals(1, activeResults(t));
    }

    @Test
    void underTheVariantOnePlayerCollectsAtMostHisOwnTokensAndTheNineHighestOfTheOthers() {
        long t = tournament("CHINESE_POKER");
        FloorFixtures.patchSettings(t, "{\"chineseVariant\": true}");
        List<Long> e = entries(t, 4);
        // 16 of his own and 4+4+4+3+3+3+3+3+3 = 30 of the others
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 47, e.get(1), 0, e.get(2), 0, e.get(3), 0))
                .statusCode(400)
                .body(Json.at("type", equalTo("/problems/victory-points-exceed-tokens")))
                .body(Json.at("most", equalTo(46)));
        recordMatch(t, 1, 1, victoryPoints(e.get(0), 46, e.get(1), 0, e.get(2), 0, e.get(3), 0))
                .statusCode(201);
    }
}
