package org.tavolo.audit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.tavolo.common.paging.PageRequest;

/** One change, as the audit trail keeps it: who, what, about which tournament, when. Never changed afterwards. */
@Entity
@Table(name = "audit_event")
public class AuditEvent extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", updatable = false)
    private Long tournamentId;

    @Column(nullable = false, updatable = false, length = 200)
    private String actor;

    @Column(nullable = false, updatable = false, length = 60)
    private String action;

    @Column(nullable = false, updatable = false)
    private String detail;

    @Column(name = "occurred_at", nullable = false, updatable = false)
    private Instant occurredAt;

    protected AuditEvent() {
        // for JPA
    }

    static AuditEvent of(Long tournamentId, String actor, String action, String detail, Instant at) {
        AuditEvent event = new AuditEvent();
        event.tournamentId = tournamentId;
        event.actor = actor;
        event.action = action;
        event.detail = detail;
        event.occurredAt = at;
        return event;
    }

    /** The trail of one tournament, newest first. */
    public static List<AuditEvent> ofTournament(long tournamentId, PageRequest page) {
        return find("tournamentId = ?1 order by id desc", tournamentId)
                .page(page.panache())
                .list();
    }

    /** The latest events across the club, newest first. */
    public static List<AuditEvent> latest(int limit) {
        return find("order by id desc").page(0, limit).list();
    }

    public Long tournamentId() {
        return tournamentId;
    }

    public String actor() {
        return actor;
    }

    public String action() {
        return action;
    }

    public String detail() {
        return detail;
    }

    public Instant occurredAt() {
        return occurredAt;
    }
}
