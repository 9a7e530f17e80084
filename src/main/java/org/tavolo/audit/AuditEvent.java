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
import java.util.Map;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.common.paging.PageRequest;

/**
 * One change, as the audit trail keeps it: who, what, about which tournament, when. Never changed
 * afterwards. The {@code detail} is an English sentence for the API; the {@code facts} (names,
 * table and seat numbers, game) let a page say the same in its reader's language. Lines recorded
 * before facts existed have none.
 */
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

    @Mutability(Immutability.class) // written once, never changed
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", updatable = false)
    private Map<String, Object> facts;

    @Column(name = "occurred_at", nullable = false, updatable = false)
    private Instant occurredAt;

    protected AuditEvent() {
        // for JPA
    }

    static AuditEvent of(
            Long tournamentId, String actor, String action, String detail, Map<String, Object> facts, Instant at) {
        AuditEvent event = new AuditEvent();
        event.tournamentId = tournamentId;
        event.actor = actor;
        event.action = action;
        event.detail = detail;
        event.facts = facts == null || facts.isEmpty() ? null : facts;
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

    static List<AuditEvent> since(long tournamentId, long afterId, int limit) {
        return find("tournamentId = ?1 and id > ?2 order by id", tournamentId, afterId)
                .page(0, limit)
                .list();
    }

    static long lastId(long tournamentId) {
        Long last = getEntityManager()
                .createQuery("select max(e.id) from AuditEvent e where e.tournamentId = ?1", Long.class)
                .setParameter(1, tournamentId)
                .getSingleResult();
        return last == null ? 0 : last;
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

    /** The facts of the change, empty for a line recorded without them. */
    public Map<String, Object> facts() {
        return facts == null ? Map.of() : facts;
    }

    public Instant occurredAt() {
        return occurredAt;
    }
}
