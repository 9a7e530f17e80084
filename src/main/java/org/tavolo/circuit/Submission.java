package org.tavolo.circuit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * A result file a club sent, kept as it was accepted and never changed: a correction is a new version of the
 * evening, the earlier one kept. Only approved versions count, the latest approved of each evening.
 */
@Entity
@Table(name = "circuit_submission")
public class Submission extends PanacheEntityBase {

    /** Where a version stands. */
    public enum Status {
        RECEIVED,
        APPROVED
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "circuit_id", nullable = false, updatable = false)
    private long circuitId;

    @Column(name = "evening_id", nullable = false, updatable = false)
    private long eveningId;

    @Column(name = "club_id", nullable = false, updatable = false)
    private long clubId;

    @Column(nullable = false, updatable = false)
    private int version;

    @Column(nullable = false, updatable = false, length = 64)
    private String sha256;

    @Column(nullable = false, updatable = false, columnDefinition = "text")
    private String document;

    @Column(name = "received_at", nullable = false, updatable = false)
    private Instant receivedAt;

    @Column(name = "approved_at")
    private Instant approvedAt;

    @Column(name = "approved_by", length = 200)
    private String approvedBy;

    protected Submission() {
        // for JPA
    }

    static Submission receive(RegisteredEvening evening, int version, String sha256, String document, Instant now) {
        Submission s = new Submission();
        s.circuitId = evening.circuitId();
        s.eveningId = evening.id;
        s.clubId = evening.clubId();
        s.version = version;
        s.sha256 = sha256;
        s.document = document;
        s.receivedAt = now;
        return s;
    }

    static List<Submission> ofEvening(long eveningId) {
        return list("eveningId = ?1 order by version", eveningId);
    }

    static List<Submission> approvedIn(long circuitId) {
        return list("circuitId = ?1 and approvedAt is not null order by eveningId, version", circuitId);
    }

    static List<Submission> of(long circuitId) {
        return list("circuitId = ?1 order by id", circuitId);
    }

    static Optional<Submission> in(long circuitId, long id) {
        return Submission.<Submission>findByIdOptional(id).filter(s -> s.circuitId == circuitId);
    }

    void approve(String by, Instant at) {
        if (approvedAt == null) {
            approvedAt = at;
            approvedBy = by;
        }
    }

    long eveningId() {
        return eveningId;
    }

    int version() {
        return version;
    }

    String sha256() {
        return sha256;
    }

    String document() {
        return document;
    }

    Status status() {
        return approvedAt == null ? Status.RECEIVED : Status.APPROVED;
    }
}
