package org.tavolo.circuit;

import jakarta.ws.rs.core.Response;
import java.util.List;
import org.tavolo.common.text.CsvField;

/**
 * The circuit's files for an Italian spreadsheet, as the club's other CSV files are written ({@code
 * standing.StandingsCsv}'s Italian dialect): ';' between cells, a decimal comma, a UTF-8 byte-order mark, CRLF,
 * Italian headings, every text cell safe from formulas ({@link CsvField}).
 */
final class CircuitCsv {

    private static final String BOM = "\uFEFF";
    private static final String END = "\r\n";

    private CircuitCsv() {}

    /** The roster: {@code tessera;nome;soprannome;provvisoria}. */
    static String roster(List<CardView> cards) {
        StringBuilder csv = new StringBuilder(BOM)
                .append("tessera;nome;soprannome;provvisoria")
                .append(END);
        for (CardView c : cards) {
            csv.append(String.join(
                            ";", cell(c.card()), cell(c.name()), cell(c.nickname()), c.provisional() ? "Sì" : "No"))
                    .append(END);
        }
        return csv.toString();
    }

    /** The standings: {@code posizione;tessera;giocatore;soprannome;punti;serate;contate;mu;sigma;rating;partite;qualificato}. */
    static String standings(StandingsView view) {
        StringBuilder csv = new StringBuilder(BOM)
                .append(
                        "posizione;tessera;giocatore;soprannome;punti;serate;contate;mu;sigma;rating;partite;qualificato")
                .append(END);
        for (StandingsView.Line l : view.lines()) {
            csv.append(String.join(
                            ";",
                            String.valueOf(l.place()),
                            cell(l.card()),
                            cell(l.name()),
                            cell(l.nickname()),
                            l.points().toPlainString().replace('.', ','),
                            String.valueOf(l.evenings()),
                            String.valueOf(l.counted().size()),
                            decimal(l.rating().mu()),
                            decimal(l.rating().sigma()),
                            decimal(l.rating().ordinal()),
                            String.valueOf(l.rating().matches()),
                            l.qualified() ? "Sì" : "No"))
                    .append(END);
        }
        return csv.toString();
    }

    static Response download(String csv, String filename) {
        return Response.ok(csv, CircuitResource.CSV_UTF8)
                .header("Content-Disposition", "attachment; filename=\"" + filename + "\"")
                .build();
    }

    private static String cell(String text) {
        return CsvField.of(text, ';');
    }

    /** A rating figure to three decimals, with a decimal comma. */
    private static String decimal(double value) {
        return String.format(java.util.Locale.ROOT, "%.3f", value).replace('.', ',');
    }
}
