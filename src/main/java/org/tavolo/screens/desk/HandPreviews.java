package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandAnswer;
import org.tavolo.hand.HandPreviewService;
import org.tavolo.hand.PreviewedHand;
import org.tavolo.hand.read.HandReasons;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.FormTable;
import org.tavolo.screens.desk.HandPreview.ChipLine;
import org.tavolo.screens.desk.HandPreview.PotLine;
import org.tavolo.screens.desk.HandPreview.ShownLine;
import org.tavolo.screens.desk.HandPreview.StackLine;

/**
 * The page's words for a hand typed on the page, previewed by the hand feature by recording it in a transaction
 * rolled back ({@link HandPreviewService}): the lines of the answer recording gave, with names for the seats, the
 * hands and the reasons in the page's language.
 */
@ApplicationScoped
public class HandPreviews {

    private final HandPreviewService previews;

    HandPreviews(HandPreviewService previews) {
        this.previews = previews;
    }

    /** The preview of a hand at the table as it is now; refusals name the request field. */
    public HandPreview preview(FormTable table, EnterHandRequest hand, Language lang) {
        return words(table, previews.preview(table.tournament(), table.table(), hand), lang);
    }

    /** A hand previewed elsewhere (the correction of the last hand), in the page's words. */
    public HandPreview words(FormTable table, PreviewedHand previewed, Language lang) {
        HandAnswer.Settlement settlement = previewed.answer().settlement();
        List<HandAnswer.Pot> pots = settlement.pots();
        return new HandPreview(
                IntStream.range(0, pots.size())
                        .mapToObj(
                                i -> pot(table, pots.get(i), previewed.against().get(i), settlement.hands(), lang))
                        .toList(),
                chips(table, settlement.returned()).stream()
                        .filter(c -> c.chips() > 0)
                        .toList(),
                settlement.hands().entrySet().stream()
                        .map(s -> new ShownLine(
                                s.getKey(),
                                table.nameAt(s.getKey()),
                                HandReasons.named(s.getValue(), lang.italian()),
                                s.getValue().cards().stream()
                                        .map(HandReasons::label)
                                        .collect(Collectors.joining(" "))))
                        .toList(),
                previewed.answer().stacks().stream()
                        .map(s -> new StackLine(s.seat(), table.nameAt(s.seat()), s.before(), s.after()))
                        .toList(),
                !settlement.unawarded().isEmpty(),
                chips(table, settlement.deadAnte()));
    }

    private static PotLine pot(
            FormTable table,
            HandAnswer.Pot pot,
            Integer against,
            Map<Integer, HandAnswer.ShownHand> shown,
            Language lang) {
        return new PotLine(
                PotLine.side(pot.name()),
                pot.amount(),
                chips(table, pot.shares()),
                reason(pot, against, shown, lang),
                PreviewedHand.oddChips(pot));
    }

    /** Why the pot's winner beats the best of the others who could win it. */
    private static String reason(
            HandAnswer.Pot pot, Integer against, Map<Integer, HandAnswer.ShownHand> shown, Language lang) {
        if (against == null) {
            return null;
        }
        return HandReasons.why(shown.get(pot.winners().get(0)), shown.get(against), lang.italian());
    }

    private static List<ChipLine> chips(FormTable table, Map<Integer, Long> bySeat) {
        return bySeat.entrySet().stream()
                .map(e -> new ChipLine(e.getKey(), table.nameAt(e.getKey()), e.getValue()))
                .toList();
    }
}
