package org.tavolo.testing;

/**
 * How each test tier is split between its two JVMs (docs/performance.md#two-at-once): by package, one suite of a
 * tier selecting some packages and the other every package but those, so that every test class runs exactly once.
 * The packages are chosen so that the two JVMs of a tier end at about the same time (docs/performance.md#balance).
 */
public final class SuiteSplit {

    public static final String ALL = "org.tavolo";
    public static final String HAND = "org.tavolo.hand";
    public static final String SCENARIO = "org.tavolo.scenario";
    public static final String WEB = "org.tavolo.common.web";
    public static final String ERRORS = "org.tavolo.common.error";
    public static final String EVALUATION = "org.tavolo.poker.evaluation";
    public static final String DESK = "org.tavolo.screens.desk";
    public static final String ROOM = "org.tavolo.screens.room";
    public static final String SIMULATOR = "org.tavolo.simulator";
    /** A top-level class whose name ends in Test (JUnit matches the whole qualified name). */
    public static final String TEST = "[^$]*Test";
    /** A top-level class whose name ends in BrowserIT. */
    public static final String BROWSER_TEST = "[^$]*BrowserIT";
    /** Measurements at scale run only when named: {@code -Dtest=ArchiveImportScaleTest} (docs/performance.md). */
    public static final String AT_SCALE = ".*ScaleTest";

    private SuiteSplit() {}
}
