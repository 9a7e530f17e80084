package org.tavolo.entry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.dhatim.fastexcel.Workbook;
import org.dhatim.fastexcel.Worksheet;
import org.junit.jupiter.api.Test;

/**
 * docs/console.md#importing-players: a registration file as clubs have it. An Excel workbook (.xlsx) is read from its
 * first sheet, with the headings and line reader of a CSV file; Excel's empty rows are skipped like blank lines; an
 * e-mail address that is not one is refused in words, the line kept; what was read (encoding, separator) is said.
 */
class ExcelRegistrationFileTest {

    /** A workbook written as Excel writes it: each row a list of cells, an empty string for an empty cell. */
    static byte[] workbook(List<List<String>> first, List<List<String>> second) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Workbook book = new Workbook(out, "Tavolo", "1.0");
        write(book.newWorksheet("Iscritti"), first);
        write(book.newWorksheet("Altro"), second);
        book.finish();
        return out.toByteArray();
    }

    private static void write(Worksheet sheet, List<List<String>> rows) {
        for (int r = 0; r < rows.size(); r++) {
            for (int c = 0; c < rows.get(r).size(); c++) {
                String value = rows.get(r).get(c);
                if (value != null) {
                    sheet.value(r, c, value);
                }
            }
        }
    }

    private static List<String> names(List<CsvLine> lines) {
        return lines.stream().map(CsvLine::name).toList();
    }

    @Test
    void anExcelWorkbookIsReadFromItsFirstSheetWithTheSameHeadingsAsACsvFile() throws IOException {
        byte[] xlsx = workbook(
                List.of(
                        List.of("Nome", "Cognome", "E-mail", "Tessera"),
                        List.of("Niccolò", "D'Angelo", "nicco@libero.it", "T-1"),
                        List.of("Luca; detto", "Bianchi, jr", "", "T-2")),
                List.of(List.of("Nome"), List.of("Non iscritto")));

        CsvText.Read read = CsvText.read(xlsx, CsvText.AUTO);

        assertEquals("Excel", read.encoding());
        List<CsvLine> lines = CsvCheck.lines(read.text());
        assertEquals(List.of("Niccolò D'Angelo", "Luca; detto Bianchi, jr"), names(lines));
        assertEquals("nicco@libero.it", lines.get(0).contact());
        assertEquals("T-2", lines.get(1).card());
        assertEquals(List.of(2, 3), lines.stream().map(CsvLine::number).toList(), "lines numbered as Excel's rows");
        assertTrue(lines.stream().allMatch(l -> l.problem().isEmpty()), lines.toString());
    }

    @Test
    void excelsEmptyRowsAreSkippedLikeBlankLinesInAnExcelWorkbook() throws IOException {
        byte[] xlsx = workbook(
                List.of(
                        List.of("Nome", "Contatto"),
                        List.of("Mario Rossi", "333 1234567"),
                        List.of("", ""),
                        List.of(),
                        List.of("Anna Verdi", "")),
                List.of());

        List<CsvLine> lines = CsvCheck.lines(CsvText.read(xlsx, CsvText.AUTO).text());

        assertEquals(List.of("Mario Rossi", "Anna Verdi"), names(lines));
        assertEquals(List.of(2, 5), lines.stream().map(CsvLine::number).toList());
    }

    @Test
    void excelsEmptyRowsAreSkippedLikeBlankLinesInACsvFile() {
        String csv = "nome;cognome;contatto;tessera;note;altro\r\n"
                + "Mario;Rossi;;;;\r\n"
                + ";;;;;\r\n"
                + "\r\n"
                + " ; ;\t;;;\r\n"
                + "Anna;Verdi;;;;\r\n"
                + ";;;;;\r\n";

        List<CsvLine> lines = CsvCheck.lines(csv);

        assertEquals(List.of("Mario Rossi", "Anna Verdi"), names(lines));
        assertEquals(List.of(2, 6), lines.stream().map(CsvLine::number).toList());
    }

    @Test
    void aFileOfOnlyEmptyRowsListsNoPlayers() {
        org.junit.jupiter.api.Assertions.assertThrows(
                org.tavolo.common.error.ProblemException.class, () -> CsvCheck.lines(";;;;;\r\n;;;;;\r\n"));
    }

    @Test
    void anEmailAddressThatIsNotOneIsRefusedInWordsAndTheLineKept() {
        List<CsvLine> lines = CsvCheck.lines("nome;email\r\n"
                + "Marco Rossi;marco.rossi@@libero\r\n"
                + "Anna Verdi;anna.verdi@libero.it\r\n"
                + "Luca Neri;luca@\r\n");

        Optional<CsvRefusal> marco = lines.get(0).problem();
        assertTrue(marco.isPresent(), "marco.rossi@@libero is not an e-mail address");
        assertEquals("csv-email-invalid", marco.get().type());
        assertEquals("marco.rossi@@libero", marco.get().facts().get("email"));
        assertEquals("Marco Rossi;marco.rossi@@libero", lines.get(0).text(), "the line is kept as sent");
        assertEquals(Optional.empty(), lines.get(1).problem());
        assertEquals(
                "csv-email-invalid",
                lines.get(2).problem().map(CsvRefusal::type).orElse(null));
    }

    @Test
    void aContactOfPhoneAndEmailTogetherIsAccepted() {
        List<CsvLine> lines = CsvCheck.lines("Giulia Bassi;;giulia.bassi@esempio.it, 333 123 0001;T-9\r\n");
        assertEquals(Optional.empty(), lines.get(0).problem());
    }

    @Test
    void theReadingSaysWhichEncodingItRead() {
        assertEquals(
                "UTF-8",
                CsvText.read("Niccolò;Nico\n".getBytes(java.nio.charset.StandardCharsets.UTF_8), "auto")
                        .encoding());
        assertEquals(
                "Windows-1252",
                CsvText.read("Niccolò;Nico\n".getBytes(java.nio.charset.Charset.forName("windows-1252")), "auto")
                        .encoding());
    }
}
