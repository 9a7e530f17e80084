package org.tavolo.result.chinese;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.common.db.Recording;
import org.tavolo.ledger.TableInGame;
import org.tavolo.result.GameAtTable;

/**
 * One deal of a Chinese poker match at a table, stored as soon as the director confirms it
 * (docs/results.md#deal-by-deal), as entered and as scored. The client's {@code entryId}
 * identifies it: a resend finds it and gets the stored answer again.
 *
 * <p>Lifecycle: deals are stored in order, 1 to 3, and the third records the match. Until then
 * the last stored deal may be {@linkplain #voidBy voided}, and stored again with other cards; a
 * voided deal stays for the audit trail.
 */
@Entity
@Table(name = "chinese_deal")
public class MatchDeal extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "round_no", nullable = false, updatable = false)
    private int round;

    @Column(name = "deal_no", nullable = false, updatable = false)
    private int deal;

    @Column(name = "entry_key", nullable = false, length = 64, updatable = false)
    private String entryKey;

    @Mutability(Immutability.class) // written once, never changed in place
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false, updatable = false)
    private RecordedDeal recorded;

    @Column(nullable = false)
    private boolean voided;

    @Embedded
    private Recording recording;

    @Version
    private long version;

    protected MatchDeal() {
        // for JPA
    }

    /** A deal of the match at {@code where}, as entered and scored; the caller persists it. */
    static MatchDeal store(GameAtTable where, int deal, RecordedDeal recorded, String by, Instant now) {
        MatchDeal stored = new MatchDeal();
        stored.at = new TableInGame(where.tournamentId(), where.game(), where.table());
        stored.round = where.round();
        stored.deal = deal;
        stored.entryKey = recorded.request().entryId();
        stored.recorded = recorded;
        stored.recording =
                Recording.by(by, now.truncatedTo(ChronoUnit.MICROS)); // as stored: a resend reads the same answer
        return stored;
    }

    /** Takes the deal back, keeping it for the audit trail; the caller checks it is the last one. */
    void voidBy(String by, String reason, Instant now) {
        voided = true;
        recording.voidBy(by, reason, now.truncatedTo(ChronoUnit.MICROS));
    }

    static Optional<MatchDeal> byKey(long tournamentId, String entryKey) {
        return find("at.tournamentId = ?1 and entryKey = ?2", tournamentId, entryKey)
                .firstResultOptional();
    }

    /** The deals of a match at a table that stand, deal 1 first. */
    static List<MatchDeal> standingAt(GameAtTable where) {
        return list(
                "at.tournamentId = ?1 and round = ?2 and at.game = ?3 and at.table = ?4 and voided = false"
                        + " order by deal",
                where.tournamentId(),
                where.round(),
                where.game(),
                where.table());
    }

    /** Every deal of a match at a table, voided ones included, in the order they were stored. */
    static List<MatchDeal> allAt(GameAtTable where) {
        return list(
                "at.tournamentId = ?1 and round = ?2 and at.game = ?3 and at.table = ?4 order by id",
                where.tournamentId(),
                where.round(),
                where.game(),
                where.table());
    }

    public GameAtTable where() {
        return new GameAtTable(at.tournamentId(), round, at.game(), at.table());
    }

    public int deal() {
        return deal;
    }

    public RecordedDeal recorded() {
        return recorded;
    }

    public boolean voided() {
        return voided;
    }

    public String recordedBy() {
        return recording.recordedBy();
    }

    public Instant recordedAt() {
        return recording.recordedAt();
    }

    public String voidedBy() {
        return recording.voidedBy();
    }

    public Instant voidedAt() {
        return recording.voidedAt();
    }

    public String voidReason() {
        return recording.voidReason();
    }
}
