package org.tavolo.simulator;

import java.util.List;
import java.util.Map;
import org.tavolo.security.Directors;

/**
 * An entry the night recorded: where and how it was sent, what the service answered, and what the model says it did
 * (so that a void can be undone in the model and a resend compared with the first answer).
 *
 * @param by        the director who sent it; null for the organizer
 * @param id        the hand's (or penalty's) id
 * @param deltas    chips moved, by entry
 * @param out       the entries it put out, in order
 * @param carried   the table's carried chips before it
 */
record Sent(
        String kind,
        int table,
        String path,
        String body,
        Directors by,
        int status,
        String answer,
        long id,
        Map<Long, Long> deltas,
        List<Long> out,
        long carried) {}
