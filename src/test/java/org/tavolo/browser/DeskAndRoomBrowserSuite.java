package org.tavolo.browser;

import org.junit.platform.suite.api.IncludeClassNamePatterns;
import org.junit.platform.suite.api.SelectPackages;
import org.junit.platform.suite.api.Suite;
import org.tavolo.testing.SuiteSplit;

/**
 * The browser tests of the table page and the room's screens, in a test JVM of their own: Failsafe runs this suite
 * and {@link EveryOtherBrowserSuite} at once, each JVM with its own application, database and Chromium, since one
 * browser test leaves part of the two cores idle (docs/performance.md#two-at-once). A single class still runs
 * alone with {@code -Dit.test=…BrowserIT}.
 */
@Suite
@SelectPackages({SuiteSplit.DESK, SuiteSplit.ROOM})
@IncludeClassNamePatterns(SuiteSplit.BROWSER_TEST)
public class DeskAndRoomBrowserSuite {}
