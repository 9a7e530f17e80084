package org.tavolo.championship;

/** How a championship's tournaments make one table (docs/championships.md). */
public enum ChampionshipKind {
    /** Independent evenings; the season table adds up what each player earned at each (docs/rules.md#season-table). */
    SEASON,
    /** The rounds of an Italian tournament: each stage's qualifiers enter the next, the last is the final. */
    STAGES
}
