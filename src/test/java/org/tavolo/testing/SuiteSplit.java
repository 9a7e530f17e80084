package org.tavolo.testing;

/**
 * How the tests are split between the build's two test JVMs (docs/performance.md#two-at-once,
 * docs/performance.md#faster-build): each JVM runs one suite, unit, service and browser tests together, so that the
 * application starts twice in a whole run, not four times. The unit and service tests ({@link #TEST}) are split by
 * package, one suite selecting {@link #FIRST} and the other every package but those; the browser tests ({@link
 * #BROWSER_TEST}) the other way round, the table page's and the room's in the second suite, every other one in the
 * first; so every test class runs exactly once, and the two JVMs end at about the same time
 * (docs/performance.md#balance).
 */
public final class SuiteSplit {

    public static final String ALL = "org.tavolo";
    /** A top-level class whose name ends in Test (JUnit matches the whole qualified name). */
    public static final String TEST = "[^$]*Test";
    /** A top-level class whose name ends in BrowserIT. */
    public static final String BROWSER_TEST = "[^$]*BrowserIT";
    /** Measurements at scale run only when named: {@code -Dtest=ArchiveImportScaleTest} (docs/performance.md). */
    public static final String AT_SCALE = ".*ScaleTest";

    /**
     * The unit and service tests of the first suite: the hands, the random walks, the hand evaluator, the night
     * simulator, the web's doors and the errors (sub-packages included).
     */
    public static final String FIRST =
            "org\\.tavolo\\.(?:hand|scenario|poker\\.evaluation|simulator|common\\.web|common\\.error)\\.";
    /** The browser tests of the second suite: the table page's and the room's screens. */
    public static final String DESK_AND_ROOM = "org\\.tavolo\\.screens\\.(?:desk|room)\\.";

    /** The first suite's unit and service tests. */
    public static final String FIRST_TESTS = FIRST + TEST;
    /** Every other unit and service test. */
    public static final String OTHER_TESTS = "(?!" + FIRST + ")" + ALL + "\\." + TEST;
    /** The first suite's browser tests: all but the table page's and the room's. */
    public static final String FIRST_BROWSER_TESTS = "(?!" + DESK_AND_ROOM + ")" + ALL + "\\." + BROWSER_TEST;
    /** The table page's and the room's browser tests. */
    public static final String OTHER_BROWSER_TESTS = DESK_AND_ROOM + BROWSER_TEST;

    private SuiteSplit() {}
}
