package org.tavolo.championship;

import static org.tavolo.championship.ArchiveCheck.require;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tavolo.common.chips.Chips;

/**
 * The rules that tie a tournament of an archive together, as the API keeps them while the
 * tournament is played: every entry names a player of the archive and a player enters once, one
 * winner at most, every result line and elimination names an entry of the tournament, every replaced
 * result an earlier one, one standing result per game and table, places and chips in range.
 */
final class ArchiveParts {

    private static final Set<String> ENTRY_STATUSES = Set.of("ACTIVE", "ELIMINATED", "WINNER");
    private static final Set<String> RESULT_KINDS = Set.of("ITALIAN_GAME", "CHINESE_MATCH");
    private static final Set<String> RESULT_STATUSES = Set.of("ACTIVE", "VOID");
    /** The longest name of who recorded or voided a result (the signed-in account's name). */
    private static final int AUTHOR_LENGTH = 200;

    private ArchiveParts() {}

    static void check(String at, ChampionshipArchive.Tournament t, Set<Long> players) {
        Set<Long> entries = entries(at, t.entries(), players);
        results(at, t.results(), entries);
        eliminations(at, t.eliminations(), entries);
    }

    private static Set<Long> entries(String at, List<ChampionshipArchive.Entry> archived, Set<Long> players) {
        Set<Long> ids = new HashSet<>();
        Set<Long> entered = new HashSet<>();
        boolean won = false;
        for (int k = 0; k < archived.size(); k++) {
            ChampionshipArchive.Entry e = archived.get(k);
            String entry = at + ".entries[" + k + "]";
            require(
                    players.contains(e.player()),
                    entry + ".player",
                    "Entry " + e.id() + " names no player of the archive.");
            require(entered.add(e.player()), entry + ".player", "Player " + e.player() + " is entered twice.");
            require(ids.add(e.id()), entry + ".id", "Entry " + e.id() + " is listed twice.");
            require(
                    ENTRY_STATUSES.contains(e.status()),
                    entry + ".status",
                    "Entry status is one of " + ENTRY_STATUSES + ".");
            require(
                    !e.status().equals("ELIMINATED") || (e.finishingPlace() != null && e.finishingPlace() > 0),
                    entry + ".finishingPlace",
                    "Eliminated entry " + e.id() + " needs its finishing place, 1 or more.");
            if (e.status().equals("WINNER")) {
                require(!won, entry + ".status", "A tournament has one winner; entry " + e.id() + " is a second one.");
                require(
                        e.finishingPlace() == null || e.finishingPlace() == 1,
                        entry + ".finishingPlace",
                        "The winner finishes first.");
                won = true;
            }
        }
        return ids;
    }

    private static void results(String at, List<ChampionshipArchive.Result> archived, Set<Long> entries) {
        Set<Long> ids = new HashSet<>();
        Set<List<Integer>> standing = new HashSet<>();
        for (int j = 0; j < archived.size(); j++) {
            ChampionshipArchive.Result r = archived.get(j);
            String result = at + ".results[" + j + "]";
            require(RESULT_KINDS.contains(r.kind()), result + ".kind", "Result kind is one of " + RESULT_KINDS + ".");
            require(
                    RESULT_STATUSES.contains(r.status()),
                    result + ".status",
                    "Result status is one of " + RESULT_STATUSES + ".");
            require(
                    r.replaces() == null || ids.contains(r.replaces()),
                    result + ".replaces",
                    "Result " + r.id() + " replaces no earlier result of its tournament.");
            require(r.round() >= 1, result + ".round", "Rounds count from 1.");
            require(r.game() >= 1, result + ".game", "Games count from 1.");
            require(r.table() >= 1, result + ".table", "Tables count from 1.");
            require(
                    r.recordedBy().length() <= AUTHOR_LENGTH,
                    result + ".recordedBy",
                    "Who recorded a result is named in " + AUTHOR_LENGTH + " characters at most.");
            require(
                    r.voidedBy() == null || r.voidedBy().length() <= AUTHOR_LENGTH,
                    result + ".voidedBy",
                    "Who voided a result is named in " + AUTHOR_LENGTH + " characters at most.");
            require(
                    !r.status().equals("ACTIVE") || standing.add(List.of(r.round(), r.game(), r.table())),
                    result + ".status",
                    "Round " + r.round() + ", game " + r.game() + ", table " + r.table()
                            + " has one standing result; void the others.");
            lines(result, r, entries);
            require(ids.add(r.id()), result + ".id", "Result " + r.id() + " is listed twice.");
        }
    }

    private static void lines(String result, ChampionshipArchive.Result r, Set<Long> entries) {
        Set<Long> seated = new HashSet<>();
        for (int n = 0; n < r.lines().size(); n++) {
            ChampionshipArchive.Line l = r.lines().get(n);
            String line = result + ".lines[" + n + "]";
            require(entries.contains(l.entry()), line + ".entry", "A line of result " + r.id() + " names no entry.");
            require(seated.add(l.entry()), line + ".entry", "Entry " + l.entry() + " has one line in a result.");
            require(l.place() >= 1, line + ".place", "Places count from 1.");
            require(l.sharedBy() >= 1, line + ".sharedBy", "A place is shared by 1 player or more.");
            require(l.pointsUnits() >= 0, line + ".pointsUnits", "Points are never negative.");
            chips(line + ".chips", l.chips());
            if (l.chipsAtStartOfHand() != null) {
                chips(line + ".chipsAtStartOfHand", l.chipsAtStartOfHand());
            }
        }
    }

    private static void eliminations(String at, List<ChampionshipArchive.Elimination> archived, Set<Long> entries) {
        Set<List<Long>> out = new HashSet<>();
        for (int n = 0; n < archived.size(); n++) {
            ChampionshipArchive.Elimination e = archived.get(n);
            String elimination = at + ".eliminations[" + n + "]";
            require(
                    entries.contains(e.entry()),
                    elimination + ".entry",
                    "An elimination names no entry of its tournament.");
            require(e.game() >= 1, elimination + ".game", "Games count from 1.");
            require(e.table() >= 1, elimination + ".table", "Tables count from 1.");
            require(
                    out.add(List.of((long) e.game(), e.entry())),
                    elimination + ".entry",
                    "Entry " + e.entry() + " is eliminated once in game " + e.game() + ".");
            require(
                    e.chipsAtStartOfHand() > 0,
                    elimination + ".chipsAtStartOfHand",
                    "A player is eliminated in a hand begun with chips.");
            chips(elimination + ".chipsAtStartOfHand", e.chipsAtStartOfHand());
        }
    }

    private static void chips(String field, long chips) {
        require(chips >= 0 && chips <= Chips.MAX, field, "Chips are between 0 and " + Chips.MAX + ".");
    }
}
