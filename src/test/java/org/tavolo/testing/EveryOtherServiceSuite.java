package org.tavolo.testing;

import org.junit.platform.suite.api.ExcludeClassNamePatterns;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * The other half, in the other test JVM: every unit and service test that {@link HandsAndCoreServiceSuite} does not
 * run, and the browser tests of the table page and of the room's screens. The two suites select by {@link
 * SuiteSplit}, one the complement of the other, so a new {@code …Test} or {@code …BrowserIT} runs in exactly one of
 * them wherever it is written.
 */
@Suite
@SelectPackages(SuiteSplit.ALL)
@IncludeClassNamePatterns({SuiteSplit.OTHER_TESTS, SuiteSplit.OTHER_BROWSER_TESTS})
@ExcludeClassNamePatterns(SuiteSplit.AT_SCALE)
public class EveryOtherServiceSuite {}
