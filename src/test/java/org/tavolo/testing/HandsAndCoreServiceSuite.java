package org.tavolo.testing;

import org.junit.platform.suite.api.ExcludeClassNamePatterns;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * About half of the unit and service tests (the hands, the random walks, the hand evaluator's exhaustive counts, the night
 * simulator's short run and the checks of the web's doors and of the errors), in a test JVM of their own: Surefire runs this suite and {@link
 * EveryOtherServiceSuite} at once, each JVM with its own application and database (docs/performance.md#two-at-once).
 * A single class still runs alone with {@code -Dtest=…Test}.
 */
@Suite
@SelectPackages({
    SuiteSplit.HAND,
    SuiteSplit.SCENARIO,
    SuiteSplit.EVALUATION,
    SuiteSplit.SIMULATOR,
    SuiteSplit.WEB,
    SuiteSplit.ERRORS
})
@IncludeClassNamePatterns(SuiteSplit.TEST)
@ExcludeClassNamePatterns(SuiteSplit.AT_SCALE)
public class HandsAndCoreServiceSuite {}
