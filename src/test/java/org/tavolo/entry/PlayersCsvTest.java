package org.tavolo.entry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The players' file cannot run a formula in a spreadsheet (OWASP's advice on CSV injection, as the standings file):
 * a cell that starts with {@code = + - @}, a tab or a carriage return is written with a leading apostrophe.
 */
class PlayersCsvTest {

    private static final List<String> HEADINGS = List.of("nome", "soprannome", "contatto", "tessera");

    @Test
    void aCellThatASpreadsheetWouldRunAsAFormulaIsWrittenAsText() {
        String file = PlayersCsv.excel(
                HEADINGS, List.of(new PlayersCsv.Row("=cmd|' /C calc'!A0", "+SUM(1+1)", "@SUM(A1)", "-1")));

        assertEquals(
                "\uFEFFnome;soprannome;contatto;tessera\r\n'=cmd|' /C calc'!A0;'+SUM(1+1);'@SUM(A1);'-1\r\n", file);
    }

    @Test
    void aFormulaCellHoldingTheSeparatorIsMarkedThenQuoted() {
        String file = PlayersCsv.excel(HEADINGS, List.of(new PlayersCsv.Row("=A1;B1", null, "\tx", null)));

        assertEquals("\uFEFFnome;soprannome;contatto;tessera\r\n\"'=A1;B1\";;'\tx;\r\n", file);
    }

    @Test
    void anOrdinaryPlayerIsWrittenAsHeIs() {
        String file = PlayersCsv.excel(
                HEADINGS, List.of(new PlayersCsv.Row("Anna-Maria D'Àngelo", "La \"Rossa\"", "333 1", "T-1")));

        assertEquals(
                "\uFEFFnome;soprannome;contatto;tessera\r\nAnna-Maria D'Àngelo;\"La \"\"Rossa\"\"\";333 1;T-1\r\n",
                file);
    }
}
