package org.tavolo.tournament;

/** Request examples shown in the OpenAPI document. */
final class SettingsExamples {

    static final String CLOCK = """
            {"periods": [
              {"kind": "LEVEL", "minutes": 15, "smallBlind": 25, "bigBlind": 50, "ante": 0},
              {"kind": "LEVEL", "minutes": 15, "smallBlind": 50, "bigBlind": 100, "ante": 0},
              {"kind": "BREAK", "minutes": 10, "smallBlind": 0, "bigBlind": 0, "ante": 0},
              {"kind": "LEVEL", "minutes": 15, "smallBlind": 100, "bigBlind": 200, "ante": 25}],
             "afterLast": "STAY_AT_LAST_LEVEL"}""";

    static final String ITALIAN = """
            {"startingStack": 20000, "chipUnit": 100, "ante": 1000, "gamesPerRound": 2, "redrawBetweenGames": true,
             "pointsByTableSize": {"4": [10, 6, 3, 1], "5": [12, 8, 5, 3, 1]}, "qualifiers": null,
             "minSeats": 4, "maxSeats": 5, "maxTables": 1000, "finalTableSize": 5, "balanceThreshold": 2, "breakOrder": [],
             "lateRegistrationUntilLevel": null, "oddTables": "NONE", "flushRule": "SUIT_FIRST",
             "straightFlushRule": "HEARTS_ROYAL_EXCEPTION", "chineseTokens": [0, 0, 1, 1, 2, 2, 3, 3, 4], "chineseVariant": false,
             "teresinaAfterFull": false,
             "clock": {"periods": [{"kind": "GAME", "minutes": 90, "smallBlind": 0, "bigBlind": 0, "ante": 1000}],
                       "afterLast": "TERESINA_ROUND"}}""";

    private SettingsExamples() {}
}
