package org.tavolo.common.devdb;

/**
 * Stops and starts the embedded test server, as an outage of the database and its end would; for
 * tests that prove the service survives one. Registered as a platform MBean because the tests run
 * in another class loader than the one that started the server.
 */
public interface EmbeddedPostgresControlMBean {

    /** The MBean's name. */
    String NAME = "org.tavolo:type=EmbeddedPostgres";

    void stop();

    void start();
}
