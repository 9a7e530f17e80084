package org.tavolo.screens.desk;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.hand.EnterHandRequest;
import org.tavolo.hand.HandPreviewService;
import org.tavolo.hand.HandReasons;
import org.tavolo.hand.PreviewedHand;
import org.tavolo.screens.Language;
import org.tavolo.screens.desk.DirectorViews.TableScreen;
import org.tavolo.screens.desk.HandPreview.ChipLine;
import org.tavolo.screens.desk.HandPreview.PotLine;
import org.tavolo.screens.desk.HandPreview.ShownLine;
import org.tavolo.screens.desk.HandPreview.StackLine;

/**
 * The page's words for a hand typed on the page, previewed by the hand feature with the code that records
 * it ({@link HandPreviewService}): names for the seats, the hands and the reasons in the page's language.
 */
@ApplicationScoped
public class HandPreviews {

    private final HandPreviewService previews;

    HandPreviews(HandPreviewService previews) {
        this.previews = previews;
    }

    /** The preview of a hand at the table as it is now; refusals name the request field. */
    public HandPreview preview(TableScreen table, EnterHandRequest hand, Language lang) {
        return words(table, previews.preview(table.tournament().id(), table.table(), hand), lang);
    }

    /** A hand previewed elsewhere (the correction of the last hand), in the page's words. */
    public HandPreview words(TableScreen table, PreviewedHand previewed, Language lang) {
        Map<Integer, PreviewedHand.ShownLine> shown =
                previewed.shown().stream().collect(Collectors.toMap(PreviewedHand.ShownLine::seat, s -> s));
        return new HandPreview(
                previewed.pots().stream().map(p -> pot(table, p, shown, lang)).toList(),
                previewed.returned().stream()
                        .filter(c -> c.chips() > 0)
                        .map(c -> chips(table, c))
                        .toList(),
                previewed.shown().stream()
                        .map(s -> new ShownLine(
                                s.seat(),
                                table.nameAt(s.seat()),
                                HandReasons.named(s.category(), s.cards(), lang.italian()),
                                s.cards().stream().map(HandReasons::label).collect(Collectors.joining(" "))))
                        .toList(),
                previewed.stacks().stream()
                        .map(s -> new StackLine(s.seat(), table.nameAt(s.seat()), s.before(), s.after()))
                        .toList(),
                !previewed.held().isEmpty());
    }

    private static PotLine pot(
            TableScreen table, PreviewedHand.PotLine pot, Map<Integer, PreviewedHand.ShownLine> shown, Language lang) {
        List<ChipLine> shares = pot.shares().stream().map(c -> chips(table, c)).toList();
        return new PotLine(PotLine.side(pot.name()), pot.amount(), shares, reason(pot, shown, lang), pot.oddChips());
    }

    /** Why the pot's winner beats the best of the others who could win it. */
    private static String reason(
            PreviewedHand.PotLine pot, Map<Integer, PreviewedHand.ShownLine> shown, Language lang) {
        if (pot.against() == null) {
            return null;
        }
        PreviewedHand.ShownLine winner = shown.get(pot.winners().get(0));
        PreviewedHand.ShownLine best = shown.get(pot.against());
        return HandReasons.why(winner.category(), winner.cards(), best.category(), best.cards(), lang.italian());
    }

    private static ChipLine chips(TableScreen table, PreviewedHand.ChipLine line) {
        return new ChipLine(line.seat(), table.nameAt(line.seat()), line.chips());
    }
}
