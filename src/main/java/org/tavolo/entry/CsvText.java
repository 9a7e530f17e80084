package org.tavolo.entry;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * The text of an uploaded registration file. An Excel workbook (.xlsx, found by its first bytes) is read from its first
 * sheet ({@link ExcelSheet}). Otherwise UTF-8 unless the caller names Windows-1252 (what older
 * spreadsheet programs save as "CSV"), or asks to tell them apart ({@code auto}: a file that starts with
 * UTF-8's byte-order mark or is valid UTF-8 is read as UTF-8, any other as Windows-1252, as Italian
 * Excel saves "CSV (delimitato dal separatore di elenco)"); a byte-order mark is dropped; bytes that are not valid in
 * the named encoding are refused rather than stored as replacement characters, and so are the NUL
 * character, which PostgreSQL cannot store, and the other control characters but tab and line breaks.
 */
public final class CsvText {

    public static final String UTF_8 = "utf-8";
    static final String WINDOWS_1252 = "windows-1252";
    public static final String AUTO = "auto";
    /** The encoding a page names for an Excel workbook. */
    public static final String EXCEL = "Excel";

    private CsvText() {}

    /**
     * A registration file as read: its text, and the encoding it was read in, as a page names it ({@code UTF-8},
     * {@code Windows-1252}, or {@code Excel} for a workbook).
     */
    public record Read(String text, String encoding) {}

    /** The text of a registration file and the encoding it was read in. */
    public static Read read(byte[] bytes, String charsetName) {
        if (ExcelSheet.isWorkbook(bytes)) {
            return new Read(checked(ExcelSheet.text(bytes)), EXCEL);
        }
        Charset charset = AUTO.equalsIgnoreCase(charsetName == null ? "" : charsetName.strip())
                ? guess(bytes)
                : charsetOf(charsetName);
        return new Read(
                checked(text(bytes, charset)), charset.equals(StandardCharsets.UTF_8) ? "UTF-8" : "Windows-1252");
    }

    /** The text of a registration file: an Excel workbook's first sheet, or text in the encoding named. */
    public static String decode(byte[] bytes, String charsetName) {
        return read(bytes, charsetName).text();
    }

    private static String text(byte[] bytes, Charset charset) {
        String text;
        try {
            text = charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes == null ? new byte[0] : bytes))
                    .toString();
        } catch (CharacterCodingException e) {
            throw ProblemException.badRequest(
                    "csv-encoding",
                    "The file is not valid " + charset.name() + ". Save it as \"CSV UTF-8\", or send it with "
                            + "?charset=windows-1252 if it was saved by an older spreadsheet program.",
                    Map.of("field", "body", "charset", charset.name()));
        }
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static String checked(String text) {
        if (text.indexOf('\u0000') >= 0) {
            throw ProblemException.badRequest(
                    "nul-character",
                    "The file contains the NUL character (\\u0000), which cannot be stored; is it really a CSV file?",
                    Map.of("field", "body"));
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7F && c <= 0x9F)) {
                String character = String.format("\\u%04X", (int) c);
                long line =
                        text.substring(0, i).chars().filter(ch -> ch == '\n').count() + 1;
                throw ProblemException.badRequest(
                        "control-character",
                        "Line " + line + " contains the control character " + character
                                + "; names and texts hold no control characters.",
                        Map.of("field", "body", "line", line, "character", character));
            }
        }
        return text;
    }

    /** UTF-8 when the bytes are valid UTF-8 (a byte-order mark included), Windows-1252 otherwise. */
    private static Charset guess(byte[] bytes) {
        try {
            StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes == null ? new byte[0] : bytes));
            return StandardCharsets.UTF_8;
        } catch (CharacterCodingException notUtf8) {
            return Charset.forName(WINDOWS_1252);
        }
    }

    private static Charset charsetOf(String name) {
        String wanted = name == null ? UTF_8 : name.trim().toLowerCase(Locale.ROOT);
        return switch (wanted) {
            case UTF_8, "utf8" -> StandardCharsets.UTF_8;
            case WINDOWS_1252, "cp1252" -> Charset.forName("windows-1252");
            default ->
                throw ProblemException.badRequest(
                        "invalid-parameter",
                        "charset: '" + name + "' is not supported; use utf-8 (the default) or windows-1252.",
                        Map.of("field", "charset"));
        };
    }
}
