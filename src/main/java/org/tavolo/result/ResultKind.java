package org.tavolo.result;

/** What a table result records. */
public enum ResultKind {
    /** One game of Italian draw poker at a table, ranked by chips (RULES.md 5.1). */
    ITALIAN_GAME,
    /** One Chinese poker match at a table, ranked by victory points (RULES.md 5.3). */
    CHINESE_MATCH
}
