package org.tavolo.common.db;

import java.util.Collection;
import java.util.stream.Collectors;

/**
 * Ids bound as one PostgreSQL array parameter ({@code = any(cast(?n as bigint[]))}) instead of an
 * {@code in (…)} list: the statement stays the same whatever the number of ids, so it is prepared
 * once by the server and translated once by Hibernate.
 */
public final class SqlArrays {

    private SqlArrays() {}

    /** The array literal of these ids, e.g. {@code {3,7,11}}. */
    public static String bigints(Collection<Long> ids) {
        return ids.stream().map(String::valueOf).collect(Collectors.joining(",", "{", "}"));
    }
}
