package org.tavolo.championship;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;

/**
 * Checks that the parts of a {@link ChampionshipArchive} fit together before anything of it is
 * stored: every entry names a player of the archive, every result line and elimination an entry of
 * its tournament, every replaced result an earlier one; otherwise 400 {@code archive-invalid}
 * naming the field.
 */
final class ArchiveCheck {

    private static final Set<String> ENTRY_STATUSES = Set.of("ACTIVE", "ELIMINATED", "WINNER");
    private static final Set<String> RESULT_KINDS = Set.of("ITALIAN_GAME", "CHINESE_MATCH");
    private static final Set<String> RESULT_STATUSES = Set.of("ACTIVE", "VOID");

    private ArchiveCheck() {}

    static void check(ChampionshipArchive archive) {
        require(
                ChampionshipArchive.FORMAT.equals(archive.format()) && archive.version() == ChampionshipArchive.VERSION,
                "format",
                "This is not a championship archive of version " + ChampionshipArchive.VERSION + " ('format': '"
                        + ChampionshipArchive.FORMAT + "').");
        Set<Long> players = new HashSet<>();
        archive.players()
                .forEach(p -> require(players.add(p.id()), "players", "Player " + p.id() + " is listed twice."));
        List<ChampionshipArchive.Tournament> tournaments = archive.tournaments();
        for (int i = 0; i < tournaments.size(); i++) {
            ChampionshipArchive.Tournament t = tournaments.get(i);
            String at = "tournaments[" + i + "]";
            require(
                    !t.finalStage() || i == tournaments.size() - 1,
                    at + ".finalStage",
                    "Only the last stage is a final.");
            Set<Long> entries = new HashSet<>();
            for (ChampionshipArchive.Entry e : t.entries()) {
                require(
                        players.contains(e.player()),
                        at + ".entries",
                        "Entry " + e.id() + " names no player of the archive.");
                require(entries.add(e.id()), at + ".entries", "Entry " + e.id() + " is listed twice.");
                require(
                        ENTRY_STATUSES.contains(e.status()),
                        at + ".entries",
                        "Entry status is one of " + ENTRY_STATUSES + ".");
                require(
                        !e.status().equals("ELIMINATED") || (e.finishingPlace() != null && e.finishingPlace() > 0),
                        at + ".entries",
                        "Eliminated entry " + e.id() + " needs its finishing place.");
            }
            Set<Long> results = new HashSet<>();
            for (ChampionshipArchive.Result r : t.results()) {
                require(
                        RESULT_KINDS.contains(r.kind()),
                        at + ".results",
                        "Result kind is one of " + RESULT_KINDS + ".");
                require(
                        RESULT_STATUSES.contains(r.status()),
                        at + ".results",
                        "Result status is one of " + RESULT_STATUSES + ".");
                require(
                        r.replaces() == null || results.contains(r.replaces()),
                        at + ".results",
                        "Result " + r.id() + " replaces no earlier result of its tournament.");
                require(
                        r.round() >= 1 && r.game() >= 1 && r.table() >= 1,
                        at + ".results",
                        "Rounds, games and tables count from 1.");
                r.lines()
                        .forEach(l -> require(
                                entries.contains(l.entry()),
                                at + ".results",
                                "A line of result " + r.id() + " names no entry."));
                require(results.add(r.id()), at + ".results", "Result " + r.id() + " is listed twice.");
            }
            t.eliminations()
                    .forEach(e -> require(
                            entries.contains(e.entry()),
                            at + ".eliminations",
                            "An elimination names no entry of its tournament."));
        }
    }

    private static void require(boolean holds, String field, String detail) {
        if (!holds) {
            throw ProblemException.badRequest("archive-invalid", detail, Map.of("field", field));
        }
    }
}
