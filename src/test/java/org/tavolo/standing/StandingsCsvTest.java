package org.tavolo.standing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

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
}
