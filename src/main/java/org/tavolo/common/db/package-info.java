/** Small helpers for the statements the features write themselves. */
package org.tavolo.common.db;
