package org.tavolo.common.paging;

import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * One page of a list: {@code page} counts from 0, {@code size} rows per page, 100 unless asked,
 * at most 1000, so that no request reads a table whole.
 *
 * @param page the page, from 0
 * @param size rows per page
 */
public record PageRequest(int page, int size) {

    public static final int DEFAULT_SIZE = 100;
    public static final int MAX_SIZE = 1000;

    /** The first page of the default size. */
    public static final PageRequest FIRST = new PageRequest(0, DEFAULT_SIZE);

    /** The page asked for by the query parameters (either may be absent); 400 invalid-parameter when out of bounds. */
    public static PageRequest of(Integer page, Integer size) {
        int p = page == null ? 0 : page;
        int s = size == null ? DEFAULT_SIZE : size;
        if (p < 0) {
            throw ProblemException.badRequest(
                    "invalid-parameter", "page: counts from 0.", Map.of("field", "page", "page", p));
        }
        if (s < 1 || s > MAX_SIZE) {
            throw ProblemException.badRequest(
                    "invalid-parameter",
                    "size: between 1 and " + MAX_SIZE + " rows per page.",
                    Map.of("field", "size", "size", s));
        }
        return new PageRequest(p, s);
    }

    /** Panache's page of the same position. */
    public io.quarkus.panache.common.Page panache() {
        return io.quarkus.panache.common.Page.of(page, size);
    }
}
