package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.util.Comparator;
import java.util.List;
import org.tavolo.result.ResultService;
import org.tavolo.result.ResultStatus;
import org.tavolo.result.TableResultView;
import org.tavolo.screens.Decimals;
import org.tavolo.screens.Language;

/**
 * The result in force of a table's closed game, as the director's page shows it under the closed
 * table ({@code DirectorPage/closed.html}): each player's place, final stack and points.
 */
@ApplicationScoped
@Named("closedResults")
public class ClosedResults {

    private final ResultService results;

    ClosedResults(ResultService results) {
        this.results = results;
    }

    /** The places of game {@code game} at {@code table}, best first; none when it has no result in force. */
    public List<PlaceLine> places(long tournamentId, int game, int table, Language lang) {
        return results.history(tournamentId).stream()
                .filter(r -> r.game() == game && r.table() == table && r.status() == ResultStatus.ACTIVE)
                .findFirst()
                .map(r -> lines(r, lang))
                .orElse(List.of());
    }

    /**
     * A result's places as the page writes them, best first, players sharing a place by name: the closed table's result, and the close's preview,
     * which is the same close rolled back ({@link ResultService#previewItalianClose}).
     */
    static List<PlaceLine> lines(TableResultView result, Language lang) {
        return result.places().stream()
                .sorted(Comparator.comparingInt(TableResultView.Line::place)
                        .thenComparing(TableResultView.Line::name)
                        .thenComparingLong(TableResultView.Line::entry))
                .map(l -> new PlaceLine(
                        l.place(), l.name(), l.chips() == null ? 0 : l.chips(), Decimals.points(l.points(), lang)))
                .toList();
    }
}
