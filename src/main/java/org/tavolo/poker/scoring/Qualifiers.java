package org.tavolo.poker.scoring;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.tavolo.poker.RuleViolation;

/**
 * Who goes through to the next round (docs/rules.md#italian-tournament): about a third of the players, ⌈N/3⌉ by
 * default or the organizer's number, in standings order. Players sharing a rank across the cut
 * are reported as a tie for the organizer to settle, never cut silently.
 *
 * @param seats     how many players go through
 * @param qualified those who are through outright, in standings order
 * @param cutTie    the players tied across the cut, when there is such a tie
 * @param <P>       how players are identified
 */
public record Qualifiers<P>(int seats, List<Standing<P>> qualified, Optional<CutTie<P>> cutTie) {

    /**
     * Players sharing a rank that straddles the cut: {@code seatsLeft} of the places
     * {@code firstPlace}..{@code lastPlace} go through, and the standings cannot say to whom.
     *
     * @param firstPlace the best place the tied group occupies
     * @param lastPlace  the worst place the tied group occupies
     * @param seatsLeft  the seats still open for them
     * @param tied       the tied players
     * @param <P>        how players are identified
     */
    public record CutTie<P>(int firstPlace, int lastPlace, int seatsLeft, List<Standing<P>> tied) {}

    /** The default number of qualifiers for a field of {@code players}: ⌈N/3⌉. */
    public static int defaultSeats(int players) {
        return (players + 2) / 3;
    }

    /** ⌈N/3⌉ qualifiers from these standings. */
    public static <P> Qualifiers<P> select(List<Standing<P>> standings) {
        return select(standings, defaultSeats(standings.size()));
    }

    /**
     * The first {@code seats} players of the standings; a shared rank crossing the cut is
     * reported in {@link #cutTie()} and its players are not among {@link #qualified()}.
     */
    public static <P> Qualifiers<P> select(List<Standing<P>> standings, int seats) {
        if (seats < 1 || seats > standings.size()) {
            throw new RuleViolation(
                    "qualifier-count",
                    "The number of qualifiers must be between 1 and the " + standings.size()
                            + " players in the standings, not " + seats + ".",
                    Map.of("field", "count", "count", seats, "players", standings.size()));
        }
        Standing<P> atCut = standings.get(seats - 1);
        boolean straddles = atCut.lastPlace() > seats;
        if (!straddles) {
            return new Qualifiers<>(seats, List.copyOf(standings.subList(0, seats)), Optional.empty());
        }
        int firstTied = atCut.rank() - 1;
        List<Standing<P>> tied = List.copyOf(standings.subList(firstTied, atCut.lastPlace()));
        CutTie<P> tie = new CutTie<>(atCut.rank(), atCut.lastPlace(), seats - firstTied, tied);
        return new Qualifiers<>(seats, List.copyOf(standings.subList(0, firstTied)), Optional.of(tie));
    }
}
