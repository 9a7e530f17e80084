package org.tavolo.entry;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.stream.Stream;
import org.dhatim.fastexcel.reader.Cell;
import org.dhatim.fastexcel.reader.ReadableWorkbook;
import org.dhatim.fastexcel.reader.Row;
import org.tavolo.common.error.ProblemException;

/**
 * The first sheet of an Excel workbook (.xlsx) as the text of a registration file: each row a line, its cells joined
 * by {@code ;} (quoted where a cell holds a delimiter or a quote, a line break inside a cell read as a space), rows
 * Excel leaves out written as blank lines, so that the line reader of CSV files reads it, numbering lines as Excel
 * numbers rows.
 */
final class ExcelSheet {

    /** How an .xlsx file starts: it is a ZIP archive. */
    private static final byte[] ZIP = {'P', 'K', 3, 4};

    /** Rows read at most: far above the lines an import takes, so that a runaway sheet is not read to its end. */
    private static final int MAX_ROWS = 10 * CsvCheck.MAX_LINES;

    private ExcelSheet() {}

    /** Whether these bytes are a ZIP archive, as an Excel workbook is (a CSV file never starts so). */
    static boolean isWorkbook(byte[] bytes) {
        if (bytes == null || bytes.length < ZIP.length) {
            return false;
        }
        for (int i = 0; i < ZIP.length; i++) {
            if (bytes[i] != ZIP[i]) {
                return false;
            }
        }
        return true;
    }

    /** The first sheet's rows as lines; 400 xlsx-unreadable when the workbook cannot be read. */
    static String text(byte[] bytes) {
        StringBuilder text = new StringBuilder();
        try (ReadableWorkbook book = new ReadableWorkbook(new ByteArrayInputStream(bytes));
                Stream<Row> rows = book.getFirstSheet().openStream()) {
            int next = 1;
            Iterator<Row> it = rows.iterator();
            while (it.hasNext()) {
                Row row = it.next();
                if (row.getRowNum() > MAX_ROWS) {
                    break;
                }
                for (; next < row.getRowNum(); next++) {
                    text.append("\r\n");
                }
                text.append(line(row)).append("\r\n");
                next++;
            }
        } catch (IOException | RuntimeException unreadable) {
            throw ProblemException.badRequest(
                    "xlsx-unreadable",
                    "The file looks like an Excel workbook (.xlsx) but cannot be read; save it again from Excel, or "
                            + "save it as \"CSV UTF-8\".",
                    Map.of("field", "body"));
        }
        return text.toString();
    }

    private static String line(Row row) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < row.getCellCount(); i++) {
            if (i > 0) {
                line.append(';');
            }
            Cell cell = row.getCell(i);
            line.append(cell == null ? "" : field(cell.getText()));
        }
        return line.toString();
    }

    private static String field(String value) {
        String flat = value == null ? "" : value.replaceAll("\\r\\n|\\r|\\n", " ");
        boolean quote =
                flat.indexOf(';') >= 0 || flat.indexOf(',') >= 0 || flat.indexOf('\t') >= 0 || flat.indexOf('"') >= 0;
        return quote ? '"' + flat.replace("\"", "\"\"") + '"' : flat;
    }
}
