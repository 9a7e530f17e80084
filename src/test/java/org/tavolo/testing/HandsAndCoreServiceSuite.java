package org.tavolo.testing;

import org.junit.platform.suite.api.ExcludeClassNamePatterns;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * About half of the tests, in a test JVM of their own: the unit and service tests of the hands, the random walks,
 * the hand evaluator's exhaustive counts, the night simulator's short run and the checks of the web's doors and of
 * the errors; and the browser tests but the table page's and the room's (the console's, the crawl, the settling in
 * the browser). Surefire runs this suite and {@link EveryOtherServiceSuite} at once, each JVM with its own
 * application, database and Chromium (docs/performance.md#two-at-once, docs/performance.md#faster-build); the two
 * select by {@link SuiteSplit}, one the complement of the other. A single class still runs alone with
 * {@code -Dtest=…Test}, a browser test with {@code -Dit.test=…BrowserIT}.
 */
@Suite
@SelectPackages(SuiteSplit.ALL)
@IncludeClassNamePatterns({SuiteSplit.FIRST_TESTS, SuiteSplit.FIRST_BROWSER_TESTS})
@ExcludeClassNamePatterns(SuiteSplit.AT_SCALE)
public class HandsAndCoreServiceSuite {}
