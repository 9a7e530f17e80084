package org.tavolo.screens.console;

import java.util.ArrayList;
import java.util.List;
import org.tavolo.screens.console.SettingsForm.PeriodRow;

/** The settings form's schedule edited by its buttons: a level or a break added, a period moved or removed. */
final class ScheduleEdits {

    private ScheduleEdits() {}

    /**
     * The periods after an editing button ({@code add-level}, {@code add-break}, {@code up:2}, {@code down:2},
     * {@code remove:2}); an unknown button leaves them as they are.
     */
    static List<PeriodRow> edited(List<PeriodRow> periods, String operation) {
        List<PeriodRow> rows = new ArrayList<>(periods);
        String[] parts = operation.split(":");
        int index = parts.length > 1 ? parseIndex(parts[1]) : -1;
        switch (parts[0]) {
            case "add-level" -> rows.add(nextLevel(rows));
            case "add-break" -> rows.add(new PeriodRow("BREAK", "10", "0", "0", "0"));
            case "remove" -> {
                if (index >= 0 && index < rows.size()) {
                    rows.remove(index);
                }
            }
            case "up" -> swap(rows, index - 1, index);
            case "down" -> swap(rows, index, index + 1);
            default -> {}
        }
        return rows;
    }

    /** A new level after the last: the same length, blinds and ante doubled. */
    private static PeriodRow nextLevel(List<PeriodRow> rows) {
        for (int i = rows.size() - 1; i >= 0; i--) {
            PeriodRow last = rows.get(i);
            if (!"BREAK".equals(last.kind())) {
                return new PeriodRow(
                        last.kind(),
                        last.minutes(),
                        doubled(last.smallBlind()),
                        doubled(last.bigBlind()),
                        doubled(last.ante()),
                        last.anteKind());
            }
        }
        return new PeriodRow("LEVEL", "20", "25", "50", "0");
    }

    private static String doubled(String amount) {
        try {
            return String.valueOf(Math.multiplyExact(Long.parseLong(amount.strip()), 2));
        } catch (RuntimeException notANumber) {
            return amount;
        }
    }

    private static void swap(List<PeriodRow> rows, int i, int j) {
        if (i >= 0 && j < rows.size() && i < j) {
            PeriodRow first = rows.get(i);
            rows.set(i, rows.get(j));
            rows.set(j, first);
        }
    }

    private static int parseIndex(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notANumber) {
            return -1;
        }
    }
}
