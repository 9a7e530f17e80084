package org.tavolo.screens.console;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.result.ResultApi.closeGame;
import static org.tavolo.result.ResultApi.entries;
import static org.tavolo.result.ResultApi.oneGameRoundOfEight;
import static org.tavolo.result.ResultApi.seatedAt;
import static org.tavolo.result.ResultApi.stacks;
import static org.tavolo.result.ResultApi.tournament;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Organizers;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Evenings;
import org.tavolo.testing.Pages;

/**
 * Standings that explain themselves (docs/results.md#standings): a line ordered by the tie-break says so in
 * words on the console, the phone and the TV and in the file; players tied across the cut are marked as a
 * tie in the file, and the announcement of the qualifiers names the places still open and who is tied for
 * them; once every table of the last game is closed, the outlook says what the standings decided.
 */
@QuarkusTest
class StandingsSayWhyTest {

    /** Chips as any page may group them: {@code 45 000}, {@code 45,000}, {@code 45.000} or {@code 45000}. */
    private static String chips(int thousands) {
        return thousands + "[\\s\\u202F\\u00A0.,]?000";
    }

    /** The file's line of a player: the one naming them. */
    private static String lineOf(String csv, String name) {
        return csv.lines().filter(l -> l.contains(name)).findFirst().orElseThrow(() -> new AssertionError(csv));
    }

    @Test
    void aLineOrderedByChipsOnEqualPointsSaysSoOnTheConsoleThePhoneTheTvAndInTheFile() {
        // Eight players on paper, two games: players 2 and 3 end level on 9 points, 45,000 u against 40,000 u.
        long t = tournament("ITALIAN_DRAW");
        List<Long> p = entries(t, 8);
        closeGame(t, 1, 1, stacks(p.get(0), 40_000, p.get(1), 25_000, p.get(2), 10_000, p.get(3), 5_000))
                .statusCode(201);
        closeGame(t, 2, 1, stacks(p.get(4), 35_000, p.get(5), 30_000, p.get(6), 12_000, p.get(7), 3_000))
                .statusCode(201);
        closeGame(t, 1, 2, stacks(p.get(0), 2_000, p.get(4), 38_000, p.get(2), 30_000, p.get(6), 10_000))
                .statusCode(201);
        closeGame(t, 2, 2, stacks(p.get(1), 20_000, p.get(5), 33_000, p.get(3), 22_000, p.get(7), 5_000))
                .statusCode(201);
        long second = p.get(1);
        long third = p.get(2);
        long winner = p.get(4);
        String ahead = "a pari punti: " + chips(45) + " cip contro " + chips(40);
        String behind = "a pari punti: " + chips(40) + " cip contro " + chips(45);
        for (String page : List.of(
                "/console/tournaments/" + t + "/standings",
                "/tournaments/" + t + "/standings",
                "/tournaments/" + t + "/standings/tv")) {
            String html = Pages.read(page, "it");
            assertTrue(
                    Pattern.compile(ahead).matcher(Pages.row(html, second)).find(),
                    page + ": " + Pages.row(html, second));
            assertTrue(
                    Pattern.compile(behind).matcher(Pages.row(html, third)).find(),
                    page + ": " + Pages.row(html, third));
            assertFalse(Pages.row(html, winner).contains("a pari punti"), page + ": the leader is ahead on points");
        }
        String english = Pages.read("/console/tournaments/" + t + "/standings", "en");
        assertTrue(
                Pattern.compile("level on points: " + chips(45) + " chips to " + chips(40))
                        .matcher(Pages.row(english, second))
                        .find(),
                Pages.row(english, second));

        String italianFile = Pages.read("/console/tournaments/" + t + "/standings/csv?dialect=it", "it");
        assertTrue(italianFile.lines().findFirst().orElseThrow().endsWith(";qualificato;a pari punti"), italianFile);
        assertTrue(
                lineOf(italianFile, Evenings.playerName(t, second)).endsWith(";No;45000 cip contro 40000"),
                italianFile);
        assertTrue(lineOf(italianFile, Evenings.playerName(t, winner)).endsWith(";Sì;"), italianFile);
        String plainFile = Pages.read("/console/tournaments/" + t + "/standings/csv", "en");
        assertTrue(plainFile.lines().findFirst().orElseThrow().endsWith(",games,qualified,tie_break"), plainFile);
        assertTrue(lineOf(plainFile, Evenings.playerName(t, third)).endsWith(",No,40000 chips to 45000"), plainFile);
    }

    @Test
    void playersTiedAcrossTheCutAreATieInTheFileAndTheAnnouncementNamesThePlacesStillOpen() {
        // Five players at one table, three go through: the first is through, three share second place for two seats.
        long t = tournament("ITALIAN_DRAW");
        FloorFixtures.patchSettings(t, "{\"qualifiers\": 3}");
        List<Long> p = entries(t, 5);
        closeGame(
                        t,
                        1,
                        1,
                        stacks(p.get(0), 40_000, p.get(1), 15_000, p.get(2), 15_000, p.get(3), 15_000, p.get(4), 5_000))
                .statusCode(201);
        List<String> names = p.stream().map(e -> Evenings.playerName(t, e)).toList();

        String italianFile = Pages.read("/console/tournaments/" + t + "/standings/csv?dialect=it", "it");
        assertTrue(lineOf(italianFile, names.get(0)).contains(";Sì;"), italianFile);
        for (int tied = 1; tied <= 3; tied++) {
            assertTrue(lineOf(italianFile, names.get(tied)).contains(";Spareggio;"), italianFile);
        }
        assertTrue(lineOf(italianFile, names.get(4)).contains(";No;"), italianFile);
        String plainFile = Pages.read("/console/tournaments/" + t + "/standings/csv", "en");
        assertTrue(lineOf(plainFile, names.get(2)).contains(",Tie,"), plainFile);
        assertTrue(lineOf(plainFile, names.get(0)).contains(",Yes,"), plainFile);

        for (int sent = 0; sent < 2; sent++) {
            Organizers.signedIn()
                    .contentType(ContentType.URLENC)
                    .formParam("round", "1")
                    .redirects()
                    .follow(false)
                    .post("/console/tournaments/{id}/standings/publish", t)
                    .then()
                    .statusCode(303);
        }
        String italian = Pages.read("/tournaments/" + t + "/clock/ticker", "it");
        assertTrue(italian.contains("Qualificati al turno successivo: " + names.get(0)), italian);
        String open = "Ancora da decidere 2 posti, dal numero 2 al numero 3, tra chi è a pari merito: "
                + String.join(", ", names.subList(1, 4));
        assertTrue(italian.contains(open), italian);
        assertEquals(1, italian.split("Ancora da decidere", -1).length - 1, "announced once: " + italian);
        String english = Pages.read("/tournaments/" + t + "/clock/ticker", "en");
        assertTrue(
                english.contains("Still to be decided: 2 places, 2 to 3, among those tied: "
                        + String.join(", ", names.subList(1, 4))),
                english);
    }

    @Test
    void withEveryTableClosedTheOutlookSaysWhatTheStandingsDecided() {
        // One game a round, eight players drawn at two tables, three go through: both tables score 10, 6, 3, 1.
        long decidedByChips = oneGameRoundOfEight();
        List<Long> one = seatedAt(decidedByChips, 1);
        List<Long> two = seatedAt(decidedByChips, 2);
        closeGame(
                        decidedByChips,
                        1,
                        1,
                        stacks(one.get(0), 50_000, one.get(1), 20_000, one.get(2), 8_000, one.get(3), 2_000))
                .statusCode(201);
        closeGame(
                        decidedByChips,
                        2,
                        1,
                        stacks(two.get(0), 45_000, two.get(1), 25_000, two.get(2), 8_000, two.get(3), 2_000))
                .statusCode(201);
        String console = Pages.read("/console/tournaments/" + decidedByChips + "/standings", "it");
        assertFalse(console.contains("dipende dai tavoli"), console);
        // Both seconds have 6 points: 25,000 u beat 20,000 u for the third seat.
        String phone = Pages.read("/tournaments/" + decidedByChips + "/standings", "it");
        assertTrue(Pages.row(phone, two.get(1)).contains("mark-through"), Pages.row(phone, two.get(1)));
        assertTrue(Pages.row(phone, one.get(1)).contains("mark-out"), Pages.row(phone, one.get(1)));
        String player = Pages.read("/tournaments/" + decidedByChips + "/players/" + one.get(1), "it");
        assertFalse(player.contains("dipende dai tavoli"), player);

        long tiedAtTheCut = oneGameRoundOfEight();
        one = seatedAt(tiedAtTheCut, 1);
        two = seatedAt(tiedAtTheCut, 2);
        closeGame(
                        tiedAtTheCut,
                        1,
                        1,
                        stacks(one.get(0), 50_000, one.get(1), 20_000, one.get(2), 8_000, one.get(3), 2_000))
                .statusCode(201);
        closeGame(
                        tiedAtTheCut,
                        2,
                        1,
                        stacks(two.get(0), 50_000, two.get(1), 20_000, two.get(2), 8_000, two.get(3), 2_000))
                .statusCode(201);
        console = Pages.read("/console/tournaments/" + tiedAtTheCut + "/standings", "it");
        assertFalse(console.contains("dipende dai tavoli"), console);
        assertTrue(Pages.row(console, one.get(1)).contains("Pari merito sul taglio: decide l’organizzatore"), console);
        String english = Pages.read("/console/tournaments/" + tiedAtTheCut + "/standings", "en");
        assertTrue(Pages.row(english, two.get(1)).contains("Tied at the cut: the organizer decides"), english);
    }
}
