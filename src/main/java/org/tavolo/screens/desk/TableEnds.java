package org.tavolo.screens.desk;

import io.quarkus.qute.CheckedTemplate;
import io.quarkus.qute.TemplateInstance;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.control.ActivateRequestContext;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.tavolo.screens.Language;
import org.tavolo.table.FloorViews;
import org.tavolo.table.GameLifecycle;
import org.tavolo.table.GameStage;
import org.tavolo.table.TableViews.MoveView;
import org.tavolo.table.TableViews.SeatView;
import org.tavolo.table.TableViews.TableView;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentView;

/**
 * What the table page answers when its table is no longer there to be played at, whatever form was sent
 * (docs/director-page.md#when-the-table-ends): the table broken, moved or not drawn in the current game
 * (the page says so, where its players went, and leads to their tables when the access covers them); the
 * evening over (a closing page with the table's result); the access ended (said so, with the way to sign
 * in again). Never a problem document or an empty answer.
 */
@ApplicationScoped
public class TableEnds {

    @CheckedTemplate
    static class Templates {
        static native TemplateInstance ended(Ending ending, Language lang);
    }

    /** A player of the table and where he sits now. */
    public record Went(String name, int table, int seat) {}

    /**
     * The table's end as the page tells it.
     *
     * @param accessEnded the director's access has ended
     * @param eveningOver the round's last game (or match) is closed at every table
     * @param places      the table's result in its last game, best first (none when it has none)
     * @param gone        the table is not in play in the current game
     * @param went        where its players sit now
     * @param next        the tables they went to, which the access covers (none when it covers one table only)
     * @param notCovered  the access is for another table (or tournament) than this one
     * @param sent        what the director sent that was not recorded ({@code hand}, or {@code entry} for any other
     *     form), null when the page was only opened
     */
    public record Ending(
            TournamentView tournament,
            int table,
            boolean accessEnded,
            boolean eveningOver,
            int game,
            List<PlaceLine> places,
            boolean gone,
            List<Went> went,
            List<Integer> next,
            boolean notCovered,
            String sent) {}

    private final TournamentService tournaments;
    private final GameLifecycle lifecycle;
    private final FloorViews floor;
    private final ClosedResults results;

    TableEnds(TournamentService tournaments, GameLifecycle lifecycle, FloorViews floor, ClosedResults results) {
        this.tournaments = tournaments;
        this.lifecycle = lifecycle;
        this.floor = floor;
        this.results = results;
    }

    /**
     * The page that answers instead of the table page, or empty when the table plays on and the access
     * stands.
     *
     * @param accessTable the one table the access covers, or null when it covers the tournament (an
     *     organizer, a director of every table)
     * @param sent        what a form sent ({@code hand}, {@code entry}) that is therefore not recorded, or null
     */
    @ActivateRequestContext
    @Transactional
    public Optional<TemplateInstance> instead(
            long id, int table, boolean accessEnded, Integer accessTable, Language lang, String sent) {
        GameStage stage = lifecycle.of(id);
        boolean eveningOver = stage.stage() == GameStage.Stage.ROUND_COMPLETE;
        boolean gone = stage.game() > 0 && !stage.tables().contains(table);
        if (!accessEnded && !eveningOver && !gone) {
            return Optional.empty();
        }
        List<PlaceLine> places = eveningOver ? results.places(id, stage.game(), table, lang) : List.of();
        List<Went> went = gone ? went(id, table) : List.of();
        List<Integer> next = accessTable != null || accessEnded
                ? List.of()
                : List.copyOf(new TreeSet<>(went.stream().map(Went::table).toList()));
        Ending ending = new Ending(
                tournaments.view(id),
                table,
                accessEnded,
                eveningOver,
                stage.game(),
                places,
                gone,
                went,
                next,
                false,
                sent);
        return Optional.of(inLanguage(Templates.ended(ending, lang), lang));
    }

    /** The page for a table the access does not cover: said so, with the way to the director's own table. */
    @ActivateRequestContext
    @Transactional
    public TemplateInstance notCovered(long id, int table, Language lang) {
        Ending ending = new Ending(
                tournaments.view(id), table, false, false, 0, List.of(), false, List.of(), List.of(), true, null);
        return inLanguage(Templates.ended(ending, lang), lang);
    }

    private static TemplateInstance inLanguage(TemplateInstance page, Language lang) {
        page.setLocale(java.util.Locale.forLanguageTag(lang.tag()));
        return page;
    }

    /** The players the floor moved from the table, each where he sits now (newest move first). */
    private List<Went> went(long id, int table) {
        List<TableView> tables = floor.tables(id);
        Set<Long> seen = new HashSet<>();
        List<Went> went = new ArrayList<>();
        for (MoveView move : floor.history(id)) {
            if (move.fromTable() != table || !seen.add(move.entryId())) {
                continue;
            }
            for (TableView t : tables) {
                for (SeatView s : t.seats()) {
                    if (s.entryId() == move.entryId()) {
                        went.add(new Went(move.playerName(), t.number(), s.seat()));
                    }
                }
            }
        }
        return went;
    }
}
