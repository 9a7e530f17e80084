package org.tavolo.browser;

import org.junit.platform.suite.api.ExcludePackages;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.tavolo.testing.SuiteSplit;

/**
 * Every browser test that {@link DeskAndRoomBrowserSuite} does not run (the console's, the crawl, the settling in
 * the browser), in the other test JVM: the two suites select by package, one the complement of the other, so a
 * new {@code …BrowserIT} runs in exactly one of them wherever it is written.
 */
@Suite
@SelectPackages(SuiteSplit.ALL)
@ExcludePackages({SuiteSplit.DESK, SuiteSplit.ROOM})
@IncludeClassNamePatterns(SuiteSplit.BROWSER_TEST)
public class EveryOtherBrowserSuite {}
