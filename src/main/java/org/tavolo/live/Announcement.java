package org.tavolo.live;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.List;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.annotations.Mutability;
import org.hibernate.type.SqlTypes;
import org.hibernate.type.descriptor.java.Immutability;

/** Something the organizer tells the room, shown along the bottom of the clock. Never changed afterwards. */
@Entity
@Table(name = "announcement")
public class Announcement extends PanacheEntityBase {

    /** The longest announcement: what reads in one pass along a TV's bottom line. */
    public static final int MAX_LENGTH = 280;

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(nullable = false, updatable = false, length = MAX_LENGTH)
    private String text;

    /** The names of the qualifiers an announcement of a round's qualifiers names, else null. */
    @Mutability(Immutability.class) // written once, never changed
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(columnDefinition = "jsonb", updatable = false)
    private List<String> qualifiers;

    /** The places left open at a tied cut and who is tied for them, announced with a round's qualifiers, else null. */
    @Mutability(Immutability.class) // written once, never changed
    @JdbcTypeCode(SqlTypes.JSON)
    @Column(name = "open_places", columnDefinition = "jsonb", updatable = false)
    private OpenPlaces openPlaces;

    /** The floor move an announcement of a move says, else null. */
    @Column(name = "move_id", updatable = false)
    private Long moveId;

    @Column(name = "made_by", nullable = false, updatable = false, length = 200)
    private String madeBy;

    @Column(name = "made_at", nullable = false, updatable = false)
    private Instant madeAt;

    protected Announcement() {
        // for JPA
    }

    static Announcement of(
            long tournamentId,
            String text,
            List<String> qualifiers,
            OpenPlaces openPlaces,
            Long moveId,
            String madeBy,
            Instant madeAt) {
        Announcement a = new Announcement();
        a.tournamentId = tournamentId;
        a.text = text;
        a.qualifiers = qualifiers;
        a.openPlaces = openPlaces;
        a.moveId = moveId;
        a.madeBy = madeBy;
        a.madeAt = madeAt;
        return a;
    }

    /** The latest announcements of a tournament made since {@code since}, newest first. */
    static List<Announcement> recent(long tournamentId, Instant since, int limit) {
        return find("tournamentId = ?1 and madeAt >= ?2 order by id desc", tournamentId, since)
                .page(0, limit)
                .list();
    }

    /** Whether a tournament's floor move has been announced, at any time. */
    static boolean announcedMove(long tournamentId, long moveId) {
        return count("tournamentId = ?1 and moveId = ?2", tournamentId, moveId) > 0;
    }

    public long tournamentId() {
        return tournamentId;
    }

    public String text() {
        return text;
    }

    /** The qualifiers' names of an announcement of a round's qualifiers, null for any other. */
    public List<String> qualifiers() {
        return qualifiers;
    }

    /** The places left open at a tied cut, null for any other announcement. */
    public OpenPlaces openPlaces() {
        return openPlaces;
    }

    /** The floor move an announcement of a move says, null for any other. */
    public Long moveId() {
        return moveId;
    }

    public String madeBy() {
        return madeBy;
    }

    public Instant madeAt() {
        return madeAt;
    }
}
