/** The embedded PostgreSQL server that dev mode and the tests run against when no database is configured. */
package org.tavolo.common.devdb;
