package org.tavolo.testing;

import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;

/**
 * How many SQL statements the service prepares while something runs, from Hibernate's statistics, switched on for
 * that time only: what a request reads, counted on the real database. The tests of one JVM run one at a time, so the
 * count is the request's own.
 */
public final class Statements {

    private Statements() {}

    /** The statements prepared while {@code action} runs. */
    public static long during(SessionFactory factory, Runnable action) {
        Statistics statistics = factory.getStatistics();
        statistics.clear();
        statistics.setStatisticsEnabled(true);
        try {
            action.run();
            return statistics.getPrepareStatementCount();
        } finally {
            statistics.setStatisticsEnabled(false);
            statistics.clear();
        }
    }
}
