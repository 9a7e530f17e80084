/**
 * Small helpers for the statements the features write themselves, and how the service meets its database: start-up
 * waits for it, and the connection pool is warm before the service says ready.
 */
package org.tavolo.common.db;
