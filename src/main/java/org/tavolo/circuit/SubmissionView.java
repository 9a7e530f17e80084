package org.tavolo.circuit;

/** A kept version of an evening's result file: its receipt (SHA-256 of the canonical document) and status. */
public record SubmissionView(long id, long evening, int version, String sha256, Submission.Status status) {

    static SubmissionView of(Submission s) {
        return new SubmissionView(s.id, s.eveningId(), s.version(), s.sha256(), s.status());
    }
}
