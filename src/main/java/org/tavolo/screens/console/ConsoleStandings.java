package org.tavolo.screens.console;

import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.math.BigDecimal;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.tavolo.live.Announcement;
import org.tavolo.live.AnnouncementService;
import org.tavolo.live.AnnouncementView;
import org.tavolo.live.OpenPlaces;
import org.tavolo.screens.Language;
import org.tavolo.screens.Messages;
import org.tavolo.screens.TieBreakWords;
import org.tavolo.standing.OutlookService;
import org.tavolo.standing.OutlookView;
import org.tavolo.standing.QualifiersView;
import org.tavolo.standing.StandingLine;
import org.tavolo.standing.StandingService;
import org.tavolo.standing.StandingsView;

/**
 * The standings board of the console, in the reader's numbers, and publishing its qualifiers: an
 * announcement on the room's screens (docs/console.md#publishing-the-qualifiers).
 */
@ApplicationScoped
public class ConsoleStandings {

    /**
     * One line of the board.
     *
     * @param rank          the rank, with {@code =} when shared ({@code 2=})
     * @param qualified     through outright
     * @param tied          tied across the cut: the organizer picks among them
     * @param tieReason     in words, what ranked the line apart from one of the same points (null when nothing did)
     * @param lastQualified the line under which the cut falls
     * @param outlook       what the round's last game must bring the player (docs/rules.md#outlook), null when
     *                      there is nothing to say yet
     */
    public record Row(
            long entry,
            String rank,
            String player,
            String nickname,
            String points,
            String tiebreak,
            String tieReason,
            int games,
            boolean qualified,
            boolean tied,
            boolean lastQualified,
            OutlookView outlook) {}

    /** The board of one round: every line, how many go through, and a tie across the cut if there is one. */
    public record Board(
            int round,
            boolean victoryPoints,
            int players,
            int seats,
            int qualifiedCount,
            List<Row> rows,
            QualifiersView.CutTie cutTie) {

        public boolean empty() {
            return rows.isEmpty();
        }

        /** Whether the board has the outlook column: once the round's last game is drawn. */
        public boolean outlooks() {
            return rows.stream().anyMatch(r -> r.outlook() != null);
        }
    }

    private final StandingService standings;
    private final AnnouncementService announcements;
    private final OutlookService outlooks;

    ConsoleStandings(StandingService standings, AnnouncementService announcements, OutlookService outlooks) {
        this.standings = standings;
        this.announcements = announcements;
        this.outlooks = outlooks;
    }

    ConsoleMessages messages(Language lang) {
        return MessageBundles.get(ConsoleMessages.class, Localized.Literal.of(lang.tag()));
    }

    Board board(long tournamentId, int round, Language lang) {
        StandingsView view = standings.standings(tournamentId, round);
        QualifiersView through = standings.qualifiers(tournamentId, round, null);
        Set<Long> qualified = entries(through.qualified());
        Set<Long> tied =
                through.cutTie() == null ? Set.of() : entries(through.cutTie().tied());
        long last = through.qualified().isEmpty()
                ? -1
                : through.qualified().get(through.qualified().size() - 1).entry();
        boolean vp = view.format().victoryPoints();
        Map<Long, OutlookView> outlook = round == 1 ? outlooks.all(tournamentId) : Map.of();
        List<Row> rows = view.standings().stream()
                .map(l -> new Row(
                        l.entry(),
                        l.rank() + (l.shared() ? "=" : ""),
                        l.player(),
                        l.nickname(),
                        points(l.points(), lang),
                        lang.chips(vp ? l.victoryPoints() : l.chips()),
                        TieBreakWords.of(l, lang),
                        l.games(),
                        qualified.contains(l.entry()),
                        tied.contains(l.entry()),
                        l.entry() == last && through.cutTie() == null,
                        shown(outlook.get(l.entry()))))
                .toList();
        return new Board(round, vp, view.players(), through.seats(), qualified.size(), rows, through.cutTie());
    }

    private static OutlookView shown(OutlookView outlook) {
        return outlook != null && outlook.shown() ? outlook : null;
    }

    /**
     * Announces the qualifiers of the round on the room's screens, as many announcements as their
     * names need (each at most {@link Announcement#MAX_LENGTH} characters), unless they are on the
     * screens already; answers how many announcements the qualifiers take.
     */
    @Transactional
    int publish(long tournamentId, int round, Language lang) {
        QualifiersView through = standings.qualifiers(tournamentId, round, null);
        // the room's words: the announcement is the room's sentence, said in the console's language
        Messages words = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        List<String> names =
                through.qualified().stream().map(ConsoleStandings::named).toList();
        List<List<String>> said = new ArrayList<>();
        List<String> chunk = new ArrayList<>();
        for (String name : names) {
            String longer = String.join(", ", chunk) + (chunk.isEmpty() ? "" : ", ") + name;
            if (!chunk.isEmpty() && words.qualifiers_through(longer).length() > Announcement.MAX_LENGTH) {
                said.add(List.copyOf(chunk));
                chunk.clear();
            }
            chunk.add(name);
        }
        if (!chunk.isEmpty()) {
            said.add(List.copyOf(chunk));
        }
        // Published twice (a second submit), the announcements still on the screens are not repeated.
        Set<String> onScreen = new HashSet<>(announcements.recent(tournamentId).stream()
                .map(AnnouncementView::text)
                .toList());
        for (List<String> qualifiers : said) {
            String text = truncated(words.qualifiers_through(String.join(", ", qualifiers)));
            if (!onScreen.contains(text)) {
                // the names too, so that each screen says the announcement in its own language
                announcements.announceQualifiers(tournamentId, text, qualifiers);
            }
        }
        return said.size() + announceOpenPlaces(tournamentId, through.cutTie(), words, onScreen);
    }

    /**
     * Announces the places a tied cut leaves open and who is tied for them, unless already on the screens; answers
     * how many announcements that takes (none without a tie at the cut).
     */
    private int announceOpenPlaces(long tournamentId, QualifiersView.CutTie tie, Messages words, Set<String> onScreen) {
        if (tie == null) {
            return 0;
        }
        OpenPlaces open = new OpenPlaces(
                tie.firstPlace(),
                tie.firstPlace() + tie.seatsLeft() - 1,
                tie.tied().stream().map(ConsoleStandings::named).toList());
        String text = truncated(words.qualifiers_open(open.seats(), open.first(), open.last(), open.tiedNames()));
        if (!onScreen.contains(text)) {
            announcements.announceOpenPlaces(tournamentId, text, open);
        }
        return 1;
    }

    /** A player as the announcements name them: the name, and the nickname in quotes. */
    private static String named(StandingLine l) {
        return l.player() + (l.nickname() == null ? "" : " “" + l.nickname() + "”");
    }

    /** The text as the announcements store it: blanks collapsed, at most {@link Announcement#MAX_LENGTH} characters. */
    private static String truncated(String said) {
        String text = said.strip().replaceAll("\\s+", " ");
        return text.length() <= Announcement.MAX_LENGTH ? text : text.substring(0, Announcement.MAX_LENGTH - 1) + "…";
    }

    private static Set<Long> entries(List<StandingLine> lines) {
        return new HashSet<>(lines.stream().map(StandingLine::entry).toList());
    }

    /** Points as the reader writes them: {@code 4,5} in Italian, {@code 4.5} in English. */
    static String points(BigDecimal points, Language lang) {
        if (points == null) {
            return "–";
        }
        DecimalFormat format =
                new DecimalFormat("0.##", DecimalFormatSymbols.getInstance(Locale.forLanguageTag(lang.tag())));
        return format.format(points);
    }
}
