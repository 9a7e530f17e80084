package org.tavolo.testing;

import org.junit.platform.suite.api.ExcludeClassNamePatterns;
import org.junit.platform.suite.api.ExcludePackages;
import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;

/**
 * Every unit and service test that {@link HandsAndCoreServiceSuite} does not run, in the other test JVM: the two
 * suites select by package, one the complement of the other, so a new {@code …Test} runs in exactly one of them
 * wherever it is written.
 */
@Suite
@SelectPackages(SuiteSplit.ALL)
@ExcludePackages({
    SuiteSplit.HAND,
    SuiteSplit.SCENARIO,
    SuiteSplit.EVALUATION,
    SuiteSplit.SIMULATOR,
    SuiteSplit.WEB,
    SuiteSplit.ERRORS
})
@IncludeClassNamePatterns(SuiteSplit.TEST)
@ExcludeClassNamePatterns(SuiteSplit.AT_SCALE)
public class EveryOtherServiceSuite {}
