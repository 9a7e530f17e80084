/** Checks of the embedded PostgreSQL server of dev mode and the tests: where it starts and where it does not. */
package org.tavolo.common.devdb;
