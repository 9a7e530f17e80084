package org.tavolo.browser;

/** How the browser tests are split between the two test JVMs of Failsafe. */
final class BrowserSuites {

    static final String ALL = "org.tavolo";
    static final String DESK = "org.tavolo.screens.desk";
    static final String ROOM = "org.tavolo.screens.room";
    /** A top-level class whose name ends in BrowserIT (JUnit matches the whole qualified name). */
    static final String BROWSER_TEST = "[^$]*BrowserIT";

    private BrowserSuites() {}
}
