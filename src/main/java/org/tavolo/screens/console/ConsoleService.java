package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.screens.Language;
import org.tavolo.screens.console.ConsoleViews.Overview;
import org.tavolo.screens.console.ConsoleViews.TournamentList;
import org.tavolo.screens.console.ConsoleViews.TournamentRow;
import org.tavolo.tournament.CreateTournamentRequest;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;
import org.tavolo.tournament.TournamentSettings;
import org.tavolo.tournament.TournamentView;

/** Reads and changes tournaments for the console through the tournament feature's service. */
@ApplicationScoped
public class ConsoleService {

    private static final DateTimeFormatter ITALIAN_DATE = DateTimeFormatter.ofPattern("dd/MM/yyyy", Locale.ITALIAN);
    private static final DateTimeFormatter ENGLISH_DATE = DateTimeFormatter.ofPattern("d MMM yyyy", Locale.ENGLISH);

    private final TournamentService tournaments;
    private final Clock clock;

    ConsoleService(TournamentService tournaments, Clock clock) {
        this.tournaments = tournaments;
        this.clock = clock;
    }

    ConsoleMessages messages(Language lang) {
        return MessageBundles.get(ConsoleMessages.class, Localized.Literal.of(lang.tag()));
    }

    ConsoleFormMessages formMessages(Language lang) {
        return MessageBundles.get(ConsoleFormMessages.class, Localized.Literal.of(lang.tag()));
    }

    /** Upcoming tournaments (today onwards) soonest first; past ones archived, most recent first. */
    TournamentList tournaments(Language lang) {
        LocalDate today = LocalDate.now(clock);
        List<TournamentView> all = tournaments.views(new PageRequest(0, PageRequest.MAX_SIZE));
        List<TournamentRow> upcoming = all.stream()
                .filter(t -> !t.date().isBefore(today))
                .sorted(Comparator.comparing(TournamentView::date).thenComparing(TournamentView::id))
                .map(t -> row(t, lang))
                .toList();
        List<TournamentRow> archive = all.stream()
                .filter(t -> t.date().isBefore(today))
                .sorted(Comparator.comparing(TournamentView::date).reversed())
                .map(t -> row(t, lang))
                .toList();
        return new TournamentList(
                upcoming, archive, all.stream().map(t -> row(t, lang)).toList());
    }

    Overview overview(long id, Language lang) {
        TournamentView t = tournaments.view(id);
        TournamentSettings settings = tournaments.settings(id);
        return new Overview(
                t,
                row(t, lang),
                lang.chips(settings.startingStack()),
                lang.chips(settings.chipUnit()),
                settings.clock().periods().size(),
                !t.drawn());
    }

    /** Announces the tournament; with a source, in the source's format and with its settings. */
    @Transactional
    long create(TournamentForm form) {
        Long sourceId = form.copySource();
        TournamentFormat format = sourceId == null ? form.parsedFormat() : null;
        return tournaments.announceLike(
                new CreateTournamentRequest(form.getName().strip(), format, form.parsedDate(), form.trimmedVenue()),
                sourceId);
    }

    void delete(long id) {
        tournaments.delete(id);
    }

    private TournamentRow row(TournamentView t, Language lang) {
        ConsoleMessages words = messages(lang);
        String formatLabel =
                switch (t.format()) {
                    case ITALIAN_DRAW -> words.format_ITALIAN_DRAW();
                    case TEXAS_HOLDEM -> words.format_TEXAS_HOLDEM();
                    case CHINESE_POKER -> words.format_CHINESE_POKER();
                };
        return new TournamentRow(
                t.id(), t.name(), t.format().name(), formatLabel, date(t.date(), lang), t.venue(), t.drawn());
    }

    static String date(LocalDate date, Language lang) {
        return date.format(lang.italian() ? ITALIAN_DATE : ENGLISH_DATE);
    }
}
