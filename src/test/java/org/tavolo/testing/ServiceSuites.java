package org.tavolo.testing;

/** How the unit and service tests are split between the two test JVMs of Surefire. */
final class ServiceSuites {

    static final String ALL = "org.tavolo";
    static final String HAND = "org.tavolo.hand";
    static final String SCENARIO = "org.tavolo.scenario";
    static final String COMMON = "org.tavolo.common";
    static final String POKER = "org.tavolo.poker";
    /** A top-level class whose name ends in Test (JUnit matches the whole qualified name). */
    static final String TEST = "[^$]*Test";
    /** Measurements at scale run only when named (docs/performance.md). */
    static final String AT_SCALE = ".*ScaleTest";

    private ServiceSuites() {}
}
