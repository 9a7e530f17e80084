package org.tavolo.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.tournament.TournamentFormat;

/** A name in the standings file cannot become a spreadsheet formula (OWASP's advice on CSV injection). */
class StandingsCsvTest {

    @Test
    void aNameStartingWithAFormulaSignIsWrittenAsText() {
        assertEquals("'=HYPERLINK(\"x\")".replace("\"", "\"\""), unquoted(StandingsCsv.field("=HYPERLINK(\"x\")")));
        assertEquals("'+39 Mario", StandingsCsv.field("+39 Mario"));
        assertEquals("'-Mario", StandingsCsv.field("-Mario"));
        assertEquals("'@SUM(A1)", StandingsCsv.field("@SUM(A1)"));
        assertEquals("'\tMario", StandingsCsv.field("\tMario"));
        assertEquals("\"'\rMario\"", StandingsCsv.field("\rMario"));
    }

    @Test
    void anOrdinaryNameIsWrittenAsItIs() {
        assertEquals("Mario Rossi", StandingsCsv.field("Mario Rossi"));
        assertEquals("\"Bianchi, Luca\"", StandingsCsv.field("Bianchi, Luca"));
        assertEquals("Anna-Maria", StandingsCsv.field("Anna-Maria"));
    }

    private static String unquoted(String field) {
        return field.startsWith("\"") ? field.substring(1, field.length() - 1) : field;
    }

    @Test
    void theItalianDialectHasItalianHeadingsSiNoNoInternalIdsSemicolonsDecimalCommasAndAByteOrderMark() {
        StandingsView view = new StandingsView(
                7,
                TournamentFormat.ITALIAN_DRAW,
                1,
                2,
                List.of(
                        new StandingLine(
                                1,
                                true,
                                11,
                                "Rossi; Mario",
                                "Il Conte",
                                new BigDecimal("4.5"),
                                15000L,
                                null,
                                1,
                                null,
                                List.of(),
                                null),
                        new StandingLine(
                                1,
                                true,
                                12,
                                "=cmd",
                                null,
                                new BigDecimal("4.5"),
                                15000L,
                                null,
                                1,
                                null,
                                List.of(),
                                null)));
        assertEquals(
                "\uFEFFposizione;giocatore;soprannome;punti;fiches;qualificato;a pari punti\r\n"
                        + "1;\"Rossi; Mario\";Il Conte;4,5;15000;Sì;\r\n"
                        + "1;'=cmd;;4,5;15000;No;\r\n",
                StandingsCsv.write(
                        view,
                        StandingsCsv.Dialect.ITALIAN,
                        new QualifiersView(7, 1, 2, 1, List.of(view.standings().get(0)), null)));
    }

    @Test
    void thePlainDialectKeepsCommasAndTheDecimalPointWithTheNickname() {
        StandingsView view = new StandingsView(
                7,
                TournamentFormat.ITALIAN_DRAW,
                1,
                1,
                List.of(new StandingLine(
                        1,
                        false,
                        11,
                        "Rossi; Mario",
                        "Il Conte",
                        new BigDecimal("4.5"),
                        15000L,
                        null,
                        1,
                        null,
                        List.of(),
                        new StandingLine.TieBreak(StandingLine.By.CHIPS, 15000, 12000))));
        assertEquals(
                "rank,shared,entry,player,nickname,points,chips,games,qualified,tie_break\r\n"
                        + "1,false,11,Rossi; Mario,Il Conte,4.5,15000,1,No,15000 chips to 12000\r\n",
                StandingsCsv.write(view, StandingsCsv.Dialect.PLAIN, new QualifiersView(7, 1, 1, 0, List.of(), null)));
    }
}
