package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.tavolo.championship.ChampionshipBoard;
import org.tavolo.championship.ChampionshipKind;
import org.tavolo.championship.ChampionshipView;
import org.tavolo.common.error.ProblemException;
import org.tavolo.screens.Decimals;
import org.tavolo.screens.Language;
import org.tavolo.screens.SeasonScreens;
import org.tavolo.screens.SeasonScreens.SeasonScreen;
import org.tavolo.tournament.TournamentFormat;

/** The console's championships in words and dates of the reader's language, from the championship feature. */
@ApplicationScoped
public class ConsoleChampionships {

    /** One championship in the list. */
    public record Row(long id, String name, String season, String kindLabel, int evenings) {}

    /** One evening (or stage) of a championship, in the order its table reads them. */
    public record Evening(
            long tournament, int stage, String name, String date, String formatLabel, boolean finalStage) {}

    /** A tournament that can be attached, as the select shows it. */
    public record Choice(long id, String label) {

        /** Whether the form sent this tournament ({@code chosen} as the form sent it). */
        public boolean sent(String chosen) {
            return String.valueOf(id).equals(chosen);
        }
    }

    /**
     * A championship's page in the console; its season table is the room's ({@link SeasonScreens#screen}: each
     * evening's points, those left out of a best-of total, what ranked a line apart from one of the same total).
     */
    public record Page(
            long id,
            String name,
            String season,
            boolean stages,
            String kindLabel,
            String counting,
            String pointsByPlace,
            List<Evening> evenings,
            List<Choice> attachable,
            SeasonScreen table) {}

    private final ChampionshipBoard board;
    private final SeasonScreens seasons;

    ConsoleChampionships(ChampionshipBoard board, SeasonScreens seasons) {
        this.board = board;
        this.seasons = seasons;
    }

    ConsoleMessages words(Language lang) {
        return MessageBundles.get(ConsoleMessages.class, Localized.Literal.of(lang.tag()));
    }

    ChampionshipMessages champ(Language lang) {
        return MessageBundles.get(ChampionshipMessages.class, Localized.Literal.of(lang.tag()));
    }

    List<Row> list(Language lang) {
        return board.all().stream()
                .map(c -> new Row(
                        c.id(),
                        c.name(),
                        c.season(),
                        kind(c.kind(), lang),
                        c.tournaments().size()))
                .toList();
    }

    /**
     * The championship the form asks for: made, or the one of the same name and season found, so a
     * form sent twice (at once too) finds the first.
     */
    ChampionshipBoard.Made create(ChampionshipForm form) {
        return board.createOnce(form.request());
    }

    Page page(long id, Language lang) {
        ChampionshipView c = board.one(id);
        ConsoleMessages words = words(lang);
        List<Evening> evenings = c.tournaments().stream()
                .map(e -> new Evening(
                        e.tournament(),
                        e.stage(),
                        e.name(),
                        ConsoleService.date(e.date(), lang),
                        format(e.format(), words),
                        e.finalStage()))
                .toList();
        List<Choice> attachable = board.attachable().stream()
                .map(t -> new Choice(
                        t.id(),
                        t.name() + " · " + ConsoleService.date(t.date(), lang) + " · " + format(t.format(), words)))
                .toList();
        return new Page(
                c.id(),
                c.name(),
                c.season(),
                c.kind() == ChampionshipKind.STAGES,
                kind(c.kind(), lang),
                c.bestOf() == null ? champ(lang).all_count() : champ(lang).best_of_value(c.bestOf()),
                pointsByPlace(c.pointsByPlace(), lang),
                evenings,
                attachable,
                seasons.screen(id, lang));
    }

    /** The evening of tournament {@code tournament} in the championship, if it is one of them. */
    Optional<Evening> evening(Page page, long tournament) {
        return page.evenings().stream()
                .filter(e -> e.tournament() == tournament)
                .findFirst();
    }

    String csv(long id) {
        return board.csv(id);
    }

    void attach(long id, long tournament) {
        board.attach(id, tournament);
    }

    void detach(long id, long tournament) {
        board.detach(id, tournament);
    }

    /** Why the championship refused, in the reader's words (the problem's own detail speaks English). */
    String refusal(ProblemException refused, Language lang) {
        ChampionshipMessages words = champ(lang);
        String type = refused.problem().type();
        String code = type == null ? "" : type.substring(type.lastIndexOf('/') + 1);
        return switch (code) {
            case "tournament-in-championship" -> words.refused_taken();
            case "championship-final-made" -> words.refused_final_made();
            case "evening-without-points" -> words.refused_without_points();
            default -> refused.problem().status() == 404 ? words.refused_gone() : words.refused();
        };
    }

    private String kind(ChampionshipKind kind, Language lang) {
        ChampionshipMessages words = champ(lang);
        return kind == ChampionshipKind.STAGES ? words.kind_STAGES() : words.kind_SEASON();
    }

    private static String format(TournamentFormat format, ConsoleMessages words) {
        return switch (format) {
            case ITALIAN_DRAW -> words.format_ITALIAN_DRAW();
            case TEXAS_HOLDEM -> words.format_TEXAS_HOLDEM();
            case CHINESE_POKER -> words.format_CHINESE_POKER();
        };
    }

    private static String pointsByPlace(List<BigDecimal> points, Language lang) {
        if (points == null || points.isEmpty()) {
            return null;
        }
        return points.stream().map(p -> Decimals.points(p, lang)).collect(Collectors.joining(" · "));
    }
}
