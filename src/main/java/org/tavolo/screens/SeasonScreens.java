package org.tavolo.screens;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Named;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.tavolo.championship.ChampionshipBoard;
import org.tavolo.championship.ChampionshipBoard.PlayerSeason;
import org.tavolo.championship.ChampionshipKind;
import org.tavolo.championship.ChampionshipView;
import org.tavolo.championship.SeasonStandingsView;
import org.tavolo.common.time.ClubTime;

/**
 * The championships as the room shows them: the season table of the phone and TV screens, and, as
 * {@code inject:seasons} in templates, the small parts other pages add (the front page's list of
 * current championships, the championship of a tournament, a player's season line).
 */
@ApplicationScoped
@Named("seasons")
public class SeasonScreens {

    /** A championship as a link: its name and season. */
    public record Link(long id, String name, String season) {}

    /**
     * One evening (or stage) as a column: a short date for the heading, told apart by its number on
     * that day when several evenings share the date; the name and full date for its title.
     */
    public record Column(long tournament, String heading, String name, String date, boolean finalStage) {}

    /** What a player made at one evening: points, or none when they did not play it. */
    public record Cell(String points, boolean counted) {}

    /**
     * One line of the table; {@code rank} is {@code 2=} when shared, {@code stage} the name of the stage
     * reached (championships of stages only), {@code tieBreak} in words what ranked the line apart
     * from one of the same total (null when nothing did).
     */
    public record Line(
            String rank, String player, List<Cell> cells, String total, int played, String stage, String tieBreak) {}

    /** The season table of a championship. */
    public record SeasonScreen(
            long id,
            String name,
            String season,
            boolean stages,
            Integer bestOf,
            List<Column> evenings,
            List<Line> lines) {

        /** Whether some points are left out of a total (best-of), so the screen explains the brackets. */
        public boolean leavesOut() {
            return lines.stream().flatMap(l -> l.cells().stream()).anyMatch(c -> c.points() != null && !c.counted());
        }
    }

    /** A player's line of the season, for their own page. */
    public record SeasonLine(Link championship, String rank, String total, int played, int evenings, int players) {}

    private final ChampionshipBoard board;
    private final ClubTime clubTime;

    SeasonScreens(ChampionshipBoard board, ClubTime clubTime) {
        this.board = board;
        this.clubTime = clubTime;
    }

    public SeasonScreen screen(long id, Language lang) {
        ChampionshipView c = board.one(id);
        SeasonStandingsView table = board.standings(id);
        Messages words = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        Map<LocalDate, Long> sameDay = c.tournaments().stream()
                .collect(Collectors.groupingBy(ChampionshipView.Evening::date, Collectors.counting()));
        Map<LocalDate, Integer> seen = new HashMap<>();
        List<Column> columns = new ArrayList<>();
        for (ChampionshipView.Evening e : c.tournaments()) {
            String date = shortDate(e.date(), lang);
            int nth = seen.merge(e.date(), 1, Integer::sum);
            String heading = sameDay.get(e.date()) > 1 ? words.season_same_day(date, nth) : date;
            columns.add(new Column(e.tournament(), heading, e.name(), lang.date(e.date()), e.finalStage()));
        }
        List<Long> order = c.tournaments().stream()
                .map(ChampionshipView.Evening::tournament)
                .toList();
        List<Line> lines = table.standings().stream()
                .map(l -> line(l, order, columns, lang, words))
                .toList();
        return new SeasonScreen(
                c.id(), c.name(), c.season(), c.kind() == ChampionshipKind.STAGES, c.bestOf(), columns, lines);
    }

    /** The championships going on, for the front page. */
    public List<Link> current() {
        return board.current(clubTime.today()).stream().map(SeasonScreens::link).toList();
    }

    /** The championship the tournament belongs to, or null. */
    public Link ofTournament(long tournamentId) {
        return board.ofTournament(tournamentId).map(SeasonScreens::link).orElse(null);
    }

    /** The season line of the player of that entry, or null when the tournament is in no championship. */
    public SeasonLine line(long tournamentId, long entryId, Language lang) {
        return board.lineOf(tournamentId, entryId).map(s -> seasonLine(s, lang)).orElse(null);
    }

    private static SeasonLine seasonLine(PlayerSeason s, Language lang) {
        SeasonStandingsView.Line l = s.line();
        return new SeasonLine(
                link(s.championship()),
                l.rank() + (l.shared() ? "=" : ""),
                Decimals.points(l.total(), lang),
                l.played(),
                s.championship().tournaments().size(),
                s.players());
    }

    private static Line line(
            SeasonStandingsView.Line l, List<Long> order, List<Column> columns, Language lang, Messages words) {
        Map<Long, SeasonStandingsView.Evening> byTournament = l.evenings().stream()
                .collect(Collectors.toMap(SeasonStandingsView.Evening::tournament, Function.identity()));
        List<Cell> cells = order.stream()
                .map(byTournament::get)
                .map(e -> e == null ? new Cell(null, false) : new Cell(Decimals.points(e.points(), lang), e.counted()))
                .toList();
        String stage = l.stage() == null || l.stage() < 1 || l.stage() > columns.size()
                ? null
                : columns.get(l.stage() - 1).name();
        return new Line(
                l.rank() + (l.shared() ? "=" : ""),
                l.player().name(),
                cells,
                Decimals.points(l.total(), lang),
                l.played(),
                stage,
                tieBreak(l.tieBreak(), order, columns, lang, words));
    }

    /** What ranked a line apart from one of the same total, in words (docs/rules.md#season-table). */
    private static String tieBreak(
            SeasonStandingsView.TieBreak t, List<Long> order, List<Column> columns, Language lang, Messages words) {
        if (t == null) {
            return null;
        }
        return switch (t.rule()) {
            case EVENING_WINS ->
                words.season_tie_wins(t.own().intValue(), t.other().intValue());
            case BEST_RESULT -> words.season_tie_best(Decimals.points(t.own(), lang), Decimals.points(t.other(), lang));
            case RECENT_RESULT ->
                words.season_tie_recent(
                        columns.get(order.indexOf(t.tournament())).heading(),
                        Decimals.points(t.own(), lang),
                        Decimals.points(t.other(), lang));
        };
    }

    private static Link link(ChampionshipView c) {
        return new Link(c.id(), c.name(), c.season());
    }

    private static String shortDate(LocalDate day, Language lang) {
        DateTimeFormatter format = lang.italian()
                ? DateTimeFormatter.ofPattern("d/M", Locale.ITALIAN)
                : DateTimeFormatter.ofPattern("d MMM", Locale.ENGLISH);
        return day.format(format);
    }
}
