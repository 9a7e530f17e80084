package org.tavolo.testing;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link Json#at} stands in for RestAssured's {@code body(path, matcher)} in the service tests: it must
 * read every path the tests use as RestAssured reads it, the value and its Java type alike (an
 * {@code equalTo(7000)} is an {@code Integer}; a {@code Long} would not be equal).
 */
class JsonAtReadsAsRestAssuredTest {

    private static final String ANSWER = """
            {"hand": 734, "status": "SETTLED", "big": 4000000000, "huge": 123456789012345678901234567890,
             "share": 3.5, "tiny": 0.1, "beyond": 1e300, "open": true, "none": null,
             "settlement": {"payouts": {"1": 7000, "2": 0}, "returned": {},
               "pots": [{"name": "main", "amount": 7000, "eligible": [1, 2], "winners": [1], "shares": {"1": 7000}},
                        {"name": "side", "amount": 300, "eligible": [2, 3], "winners": [2, 3], "shares": {"2": 150}}]},
             "standings": [{"player": "Anna Bianchi", "byGame": [{"game": 1, "points": 10}, {"game": 2, "points": 6}]},
                           {"player": "Bruno Rossi", "byGame": [{"game": 1, "points": 3}]}, null],
             "totals": {"Anna Bianchi": 16, "Bruno Rossi": 3}, "text": "parol"}
            """;

    private static final List<String> PATHS = List.of(
            "hand",
            "status",
            "big",
            "huge",
            "share",
            "tiny",
            "beyond",
            "open",
            "none",
            "missing",
            "missing.deeper",
            "settlement.payouts.'1'",
            "settlement.payouts.'3'",
            "settlement.returned",
            "settlement.returned.size()",
            "settlement.pots.size()",
            "settlement.pots[0].winners",
            "settlement.pots[1].eligible",
            "settlement.pots[-1].name",
            "settlement.pots[5]",
            "settlement.pots.name",
            "settlement.pots.amount",
            "settlement.pots.eligible",
            "settlement.pots.shares.'2'",
            "settlement.pots[0].shares",
            "standings.player",
            "standings[0].byGame.points",
            "standings.byGame",
            "standings.byGame.points",
            "totals['Anna Bianchi']",
            "totals.size()",
            "text.size()",
            "$",
            "");

    @Test
    void everyPathTheTestsUseIsReadAsRestAssuredReadsIt() {
        JsonPath theirs = JsonPath.from(ANSWER);
        for (String path : PATHS) {
            Object expected = theirs.get(path);
            Object read = Json.valueAt(ANSWER, path);
            assertEquals(expected, read, path);
            assertEquals(kind(expected), kind(read), path);
        }
    }

    /** A value's Java type; a list or an object only as such (Json's are read-only). */
    private static Object kind(Object value) {
        if (value instanceof List<?>) {
            return List.class;
        }
        if (value instanceof Map<?, ?>) {
            return Map.class;
        }
        return value == null ? null : value.getClass();
    }

    @Test
    void aListAtTheTopIsReadByIndexAndByName() {
        String list =
                "[{\"entryId\": 5, \"places\": [{\"entry\": 1}, {\"entry\": 2}]}, {\"entryId\": 6, \"places\": []}]";
        JsonPath theirs = JsonPath.from(list);
        for (String path : List.of("[0].entryId", "entryId", "[0].places.entry", "places.entry", "size()", "$")) {
            assertEquals(theirs.get(path), (Object) Json.valueAt(list, path), path);
        }
    }

    @Test
    void theCheckPassesOrFailsOnTheValueAtItsPath() {
        assertThat(ANSWER, Json.at("settlement.pots.name", contains("main", "side")));
        assertThat(ANSWER, Json.at("settlement.payouts.'1'", equalTo(7000)));
        assertThat(ANSWER, not(Json.at("settlement.payouts.'1'", equalTo(7000L))));
    }

    @Test
    void aPathWithAClosureIsLeftToRestAssured() {
        assertThrows(IllegalArgumentException.class, () -> Json.valueAt(ANSWER, "standings.find { it.player == 'x' }"));
    }
}
