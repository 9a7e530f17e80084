/** The one error vocabulary: every failure becomes an RFC 9457 {@code application/problem+json} document. */
package org.tavolo.common.error;
