package org.tavolo.screens.desk;

import java.util.List;
import java.util.Map;

/**
 * The count form's view: a chip count typed on the page, with the difference against the expected total shown before
 * it is sent.
 */
public record CountPreview(List<CountPreview.CountLine> lines, String reason, boolean complete, String countId) {

    /** One seat's count: the stack on record, the chips counted, the difference. */
    public record CountLine(int seat, String name, long before, String typed, Long counted) {

        public Long difference() {
            return counted == null ? null : counted - before;
        }

        CountLine against(Map<Integer, Long> stacks) {
            long stack = stacks.getOrDefault(seat, 0L);
            boolean changed = counted == null || counted != before;
            return changed
                    ? new CountLine(seat, name, stack, typed, counted)
                    : new CountLine(seat, name, stack, Long.toString(stack), stack);
        }
    }

    /**
     * The same count against the stacks of the table as it is now: what the director changed is kept as typed; a seat
     * left at the stack the page showed now shows the stack on record.
     */
    CountPreview against(Map<Integer, Long> stacks) {
        return new CountPreview(lines.stream().map(l -> l.against(stacks)).toList(), reason, complete, countId);
    }

    public long expected() {
        return lines.stream().mapToLong(CountLine::before).sum();
    }

    public long counted() {
        return lines.stream()
                .mapToLong(l -> l.counted() == null ? 0 : l.counted())
                .sum();
    }

    public long difference() {
        return counted() - expected();
    }
}
