package org.tavolo.hand.stored;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.util.Optional;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.query.NativeQuery;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;
import org.tavolo.common.db.Recording;
import org.tavolo.common.error.ProblemException;
import org.tavolo.ledger.TableInGame;

/**
 * A hand a director entered at a table, as received and as answered. The client's
 * {@code entryId} identifies it: a retry finds it and gets the stored answer again.
 *
 * <p>Lifecycle: {@link HandStatus#SETTLED} when every pot was paid, or
 * {@link HandStatus#PENDING_RULING} while a pot whose hands form a cycle waits for the director;
 * the organizer may {@linkplain #voidBy void} it, which reverses its ledger lines.
 */
@Entity
@Table(name = "hand_entry")
public class HandEntry extends PanacheEntityBase {

    /** Taken from hand_entry_id_seq with the hand's number ({@link #record}), before the hand is stored. */
    @Id
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "hand_no", nullable = false, updatable = false)
    private int handNo;

    @Column(name = "entry_key", nullable = false, length = 64, updatable = false)
    private String entryKey;

    @Mutability(Immutability.class) // replaced whole, never changed in place: no deep copy to compare
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", nullable = false)
    private RecordedHand recorded;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20)
    private HandStatus status;

    @Column(name = "held_chips", nullable = false)
    private long heldChips;

    @Embedded
    private Recording recording;

    @Version
    private Long version;

    protected HandEntry() {
        // for JPA
    }

    /**
     * The next hand at a table, with its id and number: the caller writes its ledger lines, then
     * {@linkplain #answer answers} it and persists it, so that it is inserted once, answer and all
     * (the lines' reference to it is checked at commit, migration V193).
     */
    public static HandEntry record(
            TableInGame where, RecordedHand.Request request, long heldChips, String by, Instant now) {
        HandEntry hand = new HandEntry();
        Object[] next = (Object[]) nativeAt(
                        "select nextval('hand_entry_id_seq'), coalesce(max(hand_no), 0) + 1 from hand_entry "
                                + "where tournament_id = ?1 and game_no = ?2 and table_no = ?3",
                        where)
                .getSingleResult();
        hand.id = ((Number) next[0]).longValue();
        hand.handNo = ((Number) next[1]).intValue();
        hand.at = where;
        hand.entryKey = request.entryId();
        hand.recorded = new RecordedHand(request, null);
        hand.heldChips = heldChips;
        hand.status = heldChips > 0 ? HandStatus.PENDING_RULING : HandStatus.SETTLED;
        hand.recording = Recording.by(by, now);
        return hand;
    }

    public static Optional<HandEntry> byKey(long tournamentId, String entryKey) {
        return find("at.tournamentId = ?1 and entryKey = ?2", tournamentId, entryKey)
                .firstResultOptional();
    }

    public static Optional<HandEntry> inTournament(long tournamentId, long handId) {
        return HandEntry.<HandEntry>findByIdOptional(handId).filter(h -> h.at.tournamentId() == tournamentId);
    }

    /** The hand of a tournament by its id; refused 404 {@code hand} when the tournament has no such hand. */
    public static HandEntry findIn(long tournamentId, long handId) {
        return inTournament(tournamentId, handId).orElseThrow(() -> ProblemException.notFound("hand", handId));
    }

    /**
     * A statement of its own on the hands of one table in its game: parameters ?1, ?2 and ?3 are
     * bound to the tournament, the game and the table, and Hibernate flushes pending hands first.
     */
    public static NativeQuery<?> nativeAt(String sql, TableInGame where) {
        return ((NativeQuery<?>) getEntityManager().createNativeQuery(sql).unwrap(NativeQuery.class))
                .addSynchronizedEntityClass(HandEntry.class)
                .setParameter(1, where.tournamentId())
                .setParameter(2, where.game())
                .setParameter(3, where.table());
    }

    /** Chips held in pots waiting for a ruling, over a game. */
    public static long heldInGame(long tournamentId, int game) {
        return getEntityManager()
                .createQuery(
                        "select coalesce(sum(h.heldChips), 0) from HandEntry h "
                                + "where h.at.tournamentId = ?1 and h.at.game = ?2 and h.status = ?3",
                        Long.class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, HandStatus.PENDING_RULING)
                .getSingleResult();
    }

    public void answer(RecordedHand.Answer answer) {
        recorded = new RecordedHand(recorded.request(), answer);
    }

    /** The director ruled on the held pots; the caller pays them. */
    public void ruled() {
        status = HandStatus.SETTLED;
        heldChips = 0;
    }

    /** Takes the hand back; the caller reverses its ledger lines. */
    public void voidBy(String by, String reason, Instant now) {
        if (status == HandStatus.VOID) {
            throw ProblemException.conflict(
                    "hand-already-void", "Hand " + id + " was already voided by " + voidedBy() + ".");
        }
        status = HandStatus.VOID;
        heldChips = 0;
        recording.voidBy(by, reason, now);
    }

    public TableInGame where() {
        return at;
    }

    public int handNo() {
        return handNo;
    }

    public RecordedHand recorded() {
        return recorded;
    }

    public HandStatus status() {
        return status;
    }

    public long heldChips() {
        return heldChips;
    }

    public Instant recordedAt() {
        return recording.recordedAt();
    }

    public String recordedBy() {
        return recording.recordedBy();
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
