package org.tavolo.common.db;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.time.Instant;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * Who recorded an entry and when, and, once it is voided, who voided it, when and why: the same five columns
 * ({@code recorded_by}, {@code recorded_at}, {@code voided_by}, {@code voided_at}, {@code void_reason}) of every
 * entry that is voided rather than deleted (a hand, a Chinese deal, a table result). The entity that embeds it
 * decides whether a void is allowed; this only keeps the names and times, stripped of surrounding blanks.
 */
@Embeddable
public class Recording {

    /** The longest reason a void keeps, in characters (the column's length). */
    public static final int MAX_REASON = 500;

    @Column(name = "recorded_by", nullable = false, length = 200, updatable = false)
    private String recordedBy;

    @Column(name = "recorded_at", nullable = false, updatable = false)
    private Instant recordedAt;

    @Column(name = "voided_by", length = 200)
    private String voidedBy;

    @Column(name = "voided_at")
    private Instant voidedAt;

    @Column(name = "void_reason", length = 500)
    private String voidReason;

    protected Recording() {
        // for JPA
    }

    /** Recorded by {@code by} at {@code at}, not voided. */
    public static Recording by(String by, Instant at) {
        Recording recording = new Recording();
        recording.recordedBy = by.strip();
        recording.recordedAt = at;
        return recording;
    }

    /**
     * Voided by {@code by} at {@code at}, for {@code reason}; a reason longer than {@link #MAX_REASON} characters is
     * refused 400 {@code reason-too-long} before anything changes, whichever page or endpoint sent it.
     */
    public void voidBy(String by, String reason, Instant at) {
        String why = reason.strip();
        int length = why.codePointCount(0, why.length());
        if (length > MAX_REASON) {
            throw ProblemException.badRequest(
                    "reason-too-long",
                    "A void's reason has at most " + MAX_REASON + " characters; this one has " + length + ".",
                    Map.of("field", "reason", "limit", MAX_REASON, "length", length));
        }
        voidedBy = by.strip();
        voidedAt = at;
        voidReason = why;
    }

    public String recordedBy() {
        return recordedBy;
    }

    public Instant recordedAt() {
        return recordedAt;
    }

    /** Who voided it; null while it stands. */
    public String voidedBy() {
        return voidedBy;
    }

    /** When it was voided; null while it stands. */
    public Instant voidedAt() {
        return voidedAt;
    }

    /** Why it was voided; null while it stands. */
    public String voidReason() {
        return voidReason;
    }
}
