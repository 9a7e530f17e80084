package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.util.stream.Collectors;
import org.tavolo.hand.HandTableView;
import org.tavolo.hand.HandTableViews;
import org.tavolo.screens.desk.DirectorViews.SeatLine;
import org.tavolo.screens.desk.DirectorViews.TableScreen;
import org.tavolo.tournament.HandRulesView;
import org.tavolo.tournament.TournamentService;

/**
 * The rules a hand at this table is settled under, for the poker core in the browser ({@code /js/poker.js}) to
 * preview a hand without a connection ({@code inject:browserRules} in templates, docs/director-page.md#offline):
 * the game, the Italian deck and tie rules, the chip unit and the table's seats, as the hand service gives them
 * to the core.
 */
@ApplicationScoped
@Named("browserRules")
public class BrowserRules {

    private final TournamentService tournaments;
    private final HandTableViews tables;

    BrowserRules(TournamentService tournaments, HandTableViews tables) {
        this.tournaments = tournaments;
        this.tables = tables;
    }

    /**
     * The rules as JSON ({@code {"game":"ITALIAN_DRAW","deck":32,...,"seats":[1,2,3,4],"table":{...},
     * "problems":{...}}}): with the table as the hand service reads it ({@code table}, while the table is in play) and
     * the Italian words of the refusals the core answers with ({@code problems}).
     */
    public String of(TableScreen screen) {
        long id = screen.tournament().id();
        HandRulesView rules = HandRulesView.of(
                screen.tournament().format(),
                tournaments.settings(id),
                screen.seats().size());
        String seats = screen.seats().stream()
                .map(SeatLine::seat)
                .map(String::valueOf)
                .collect(Collectors.joining(",", "[", "]"));
        String table = tables.of(id, screen.table())
                .map(view -> ",\"table\":" + view.json())
                .orElse("");
        return "{" + rules.json() + ",\"seats\":" + seats + table + ",\"problems\":"
                + HandTableView.write(tables.italianRefusals()) + "}";
    }

    /** The smallest chip in play at the table's tournament, in units ({@code u}), which the page explains once. */
    public long chipUnit(TableScreen screen) {
        return tournaments.settings(screen.tournament().id()).chipUnit();
    }
}
