package org.tavolo.poker.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.poker.RuleViolation;

/** docs/rules.md#italian-tournament: standings per round and qualifiers. */
class StandingsTest {

    private static GameScore<String> game(String player, long tenths, long chips) {
        return new GameScore<>(player, Points.ofTenths(tenths), chips);
    }

    private static List<String> lines(List<Standing<String>> standings) {
        return standings.stream()
                .map(s -> s.rank() + (s.isShared() ? "=" : "") + " " + s.player() + " " + s.points() + " " + s.chips())
                .toList();
    }

    @Test
    void standingsSumThePointsOfBothGames() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 100, 31_000), game("Bruno", 60, 25_000),
                game("Anna", 10, 5_000), game("Bruno", 120, 40_000)));
        assertEquals(List.of("1 Bruno 18 65000", "2 Anna 11 36000"), lines(standings));
        assertEquals(2, standings.get(0).games());
    }

    @Test
    void equalPointsAreBrokenByTotalChipsAcrossTables() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 100, 31_000), game("Anna", 30, 18_000),
                game("Bruno", 120, 52_000), game("Bruno", 10, 2_000),
                game("Carla", 60, 25_000), game("Carla", 60, 24_000)));
        assertEquals(List.of("1 Bruno 13 54000", "2 Anna 13 49000", "3 Carla 12 49000"), lines(standings));
    }

    @Test
    void playersEqualOnPointsAndChipsShareTheRank() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 45, 20_000), game("Bruno", 45, 20_000),
                game("Carla", 100, 1_000), game("Dario", 10, 30_000)));
        assertEquals(
                List.of("1 Carla 10 1000", "2= Anna 4.5 20000", "2= Bruno 4.5 20000", "4 Dario 1 30000"),
                lines(standings));
    }

    @Test
    void theDefaultNumberOfQualifiersIsAThirdRoundedUp() {
        assertEquals(5, Qualifiers.defaultSeats(13));
        assertEquals(4, Qualifiers.defaultSeats(12));
        assertEquals(1, Qualifiers.defaultSeats(1));
        assertEquals(334, Qualifiers.defaultSeats(1_000));
    }

    @Test
    void qualifiersAreTheFirstThirdOfTheStandings() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 100, 1),
                game("Bruno", 90, 1),
                game("Carla", 80, 1),
                game("Dario", 70, 1),
                game("Elena", 60, 1),
                game("Fabio", 50, 1),
                game("Gino", 40, 1)));
        Qualifiers<String> qualifiers = Qualifiers.select(standings);
        assertEquals(3, qualifiers.seats());
        assertEquals(
                List.of("Anna", "Bruno", "Carla"),
                qualifiers.qualified().stream().map(Standing::player).toList());
        assertTrue(qualifiers.cutTie().isEmpty());
    }

    @Test
    void theOrganizerMaySetTheNumberOfQualifiers() {
        List<Standing<String>> standings = Standings.of(
                List.of(game("Anna", 100, 1), game("Bruno", 90, 1), game("Carla", 80, 1), game("Dario", 70, 1)));
        assertEquals(
                List.of("Anna", "Bruno"),
                Qualifiers.select(standings, 2).qualified().stream()
                        .map(Standing::player)
                        .toList());
    }

    @Test
    void aTieAcrossTheCutIsReportedNotCutSilently() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 100, 40_000),
                game("Bruno", 60, 20_000),
                game("Carla", 60, 20_000),
                game("Dario", 60, 20_000),
                game("Elena", 10, 1_000),
                game("Fabio", 10, 500)));
        Qualifiers<String> qualifiers = Qualifiers.select(standings, 3);
        assertEquals(
                List.of("Anna"),
                qualifiers.qualified().stream().map(Standing::player).toList());
        Qualifiers.CutTie<String> tie = qualifiers.cutTie().orElseThrow();
        assertEquals(2, tie.firstPlace());
        assertEquals(4, tie.lastPlace());
        assertEquals(2, tie.seatsLeft());
        assertEquals(
                List.of("Bruno", "Carla", "Dario"),
                tie.tied().stream().map(Standing::player).toList());
    }

    @Test
    void aTieEndingExactlyAtTheCutIsNoTie() {
        List<Standing<String>> standings = Standings.of(List.of(
                game("Anna", 100, 40_000), game("Bruno", 60, 20_000), game("Carla", 60, 20_000), game("Dario", 10, 1)));
        Qualifiers<String> qualifiers = Qualifiers.select(standings, 3);
        assertEquals(
                List.of("Anna", "Bruno", "Carla"),
                qualifiers.qualified().stream().map(Standing::player).toList());
        assertTrue(qualifiers.cutTie().isEmpty());
    }

    @Test
    void aNumberOfQualifiersOutsideTheFieldIsRefused() {
        List<Standing<String>> standings = Standings.of(List.of(game("Anna", 100, 1), game("Bruno", 90, 1)));
        RuleViolation tooMany = assertThrows(RuleViolation.class, () -> Qualifiers.select(standings, 3));
        assertEquals("qualifier-count", tooMany.code());
        assertEquals("count", tooMany.details().get("field"));
        assertEquals(
                "qualifier-count",
                assertThrows(RuleViolation.class, () -> Qualifiers.select(standings, 0))
                        .code());
    }
}
