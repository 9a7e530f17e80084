package org.tavolo.common.db;

import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;
import java.time.Instant;

/**
 * Who recorded an entry and when, and, once it is voided, who voided it, when and why: the same five columns
 * ({@code recorded_by}, {@code recorded_at}, {@code voided_by}, {@code voided_at}, {@code void_reason}) of every
 * entry that is voided rather than deleted (a hand, a Chinese deal, a table result). The entity that embeds it
 * decides whether a void is allowed; this only keeps the names and times, stripped of surrounding blanks.
 */
@Embeddable
public class Recording {

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

    /** Voided by {@code by} at {@code at}, for {@code reason}. */
    public void voidBy(String by, String reason, Instant at) {
        voidedBy = by.strip();
        voidedAt = at;
        voidReason = reason.strip();
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
