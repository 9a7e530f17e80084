package org.tavolo.screens.console;

/** The seed typed for a draw, shown again with its refusal beside it when it is not a whole number. */
public record SeedTyped(String value, String error) {
    static final SeedTyped NONE = new SeedTyped("", null);
}
