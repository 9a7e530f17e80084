package org.tavolo.screens.console;

import java.util.List;
import org.tavolo.tournament.TournamentView;

/** The view records of the console's pages, with words and numbers already in the reader's language. */
public final class ConsoleViews {

    private ConsoleViews() {}

    /** One tournament in a list: its date as the reader writes it ({@code 26/11/2026}), its format in words. */
    public record TournamentRow(
            long id, String name, String format, String formatLabel, String date, String venue, boolean drawn) {}

    /** Upcoming tournaments, soonest first; past ones, most recent first. */
    public record TournamentList(List<TournamentRow> upcoming, List<TournamentRow> archive, List<TournamentRow> all) {}

    /** A tournament's page in the console: what it is, a summary of its settings, what can still be done. */
    public record Overview(
            TournamentView tournament,
            TournamentRow row,
            String startingStack,
            String chipUnit,
            int clockLevels,
            boolean deletable) {}
}
