package org.tavolo.screens.desk;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.microsoft.playwright.Page;

/**
 * The director's taps on the table page, counted (docs/director-page.md): a click, a choice or a typed field is one
 * tap; {@link #spent} checks the taps since the last call against a budget.
 */
final class Taps {
    private final Page page;
    private int count;

    Taps(Page page) {
        this.page = page;
    }

    void click(String selector) {
        page.click(selector);
        count++;
    }

    void fill(String selector, String value) {
        page.fill(selector, value);
        count++;
    }

    void check(String selector, boolean on) {
        page.setChecked(selector, on);
        count++;
    }

    void select(String selector, String value) {
        page.selectOption(selector, value);
        count++;
    }

    /** The taps since the last call, checked against the budget of {@code what}. */
    int spent(String what, int budget) {
        int spent = count;
        count = 0;
        System.out.println("taps: " + what + ": " + spent + " (budget " + budget + ")");
        assertTrue(spent <= budget, what + ": " + spent + " taps, budget " + budget);
        return spent;
    }
}
