package org.tavolo.championship;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.standing.StandingsCsv;
import org.tavolo.standing.StandingsCsv.Dialect;

/**
 * The championship's table as the club's Italian spreadsheet opens it, like the Italian standings
 * CSV: {@code ;} between fields, a decimal comma, a UTF-8 byte-order mark, CRLF line ends, the
 * headings in Italian. «Tessera» is the player's membership card of the club (empty when none was given). One
 * column per tournament (Serata 1, 2, … or Fase 1, 2, …), empty where the player was not there.
 */
final class SeasonCsv {

    private static final Dialect ITALIAN = Dialect.ITALIAN;
    private static final String SEP = ";";

    private SeasonCsv() {}

    static String write(SeasonStandingsView view) {
        boolean stages = view.kind() == ChampionshipKind.STAGES;
        List<String> heading = new ArrayList<>(List.of("Posizione", "Pari merito", "Tessera", "Giocatore"));
        for (int i = 1; i <= view.tournaments().size(); i++) {
            heading.add((stages ? "Fase " : "Serata ") + i);
        }
        heading.add("Totale");
        heading.add("Serate giocate");
        if (stages) {
            heading.add("Fase raggiunta");
        }
        StringBuilder csv =
                new StringBuilder("\uFEFF").append(String.join(SEP, heading)).append("\r\n");
        for (SeasonStandingsView.Line line : view.standings()) {
            List<String> cells = new ArrayList<>();
            cells.add(String.valueOf(line.rank()));
            cells.add(line.shared() ? "sì" : "no");
            cells.add(StandingsCsv.field(line.player().membershipCard(), ITALIAN));
            cells.add(StandingsCsv.field(line.player().name(), ITALIAN));
            for (long tournament : view.tournaments()) {
                cells.add(line.evenings().stream()
                        .filter(e -> e.tournament() == tournament)
                        .findFirst()
                        .map(e -> number(e.points()))
                        .orElse(""));
            }
            cells.add(number(line.total()));
            cells.add(String.valueOf(line.played()));
            if (stages) {
                cells.add(String.valueOf(line.stage()));
            }
            csv.append(String.join(SEP, cells)).append("\r\n");
        }
        return csv.toString();
    }

    private static String number(BigDecimal value) {
        return value.toPlainString().replace('.', ',');
    }
}
