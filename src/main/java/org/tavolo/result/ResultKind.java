package org.tavolo.result;

/** What a table result records. */
public enum ResultKind {
    /** One game of Italian draw poker at a table, ranked by chips (docs/rules.md#italian-tournament). */
    ITALIAN_GAME,
    /** One Chinese poker match at a table, ranked by victory points (docs/rules.md#chinese-match). */
    CHINESE_MATCH
}
