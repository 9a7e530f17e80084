package org.tavolo.result;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.Table;
import jakarta.persistence.Version;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.tavolo.common.db.Recording;
import org.tavolo.common.error.ProblemException;
import org.tavolo.ledger.TableInGame;
import org.tavolo.poker.scoring.Award;

/**
 * The result of one game (Italian) or match (Chinese poker) at one table: each player's place
 * and the placement points it earned (docs/rules.md#italian-tournament, #chinese-match).
 *
 * <p>Lifecycle: a director {@linkplain #record records} it when the game at the table closes; it
 * is then {@link ResultStatus#ACTIVE} and counts in the standings. The organizer may
 * {@linkplain #voidBy void} it, or correct it, which voids it and records a replacement pointing
 * back to it. Nothing is deleted: who recorded, voided or replaced what, and when, stays readable.
 */
@Entity
@Table(name = "table_result")
public class TableResult extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Embedded
    private TableInGame at;

    @Column(name = "round_no", nullable = false, updatable = false)
    private int round;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20, updatable = false)
    private ResultKind kind;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 10)
    private ResultStatus status;

    @Embedded
    private Recording recording;

    @ManyToOne(fetch = FetchType.LAZY)
    @JoinColumn(name = "replaces_id", updatable = false)
    private TableResult replaces;

    @OneToMany(mappedBy = "result", cascade = CascadeType.PERSIST)
    @OrderBy("place, entry")
    private List<TableResultLine> lines = new ArrayList<>();

    @Version
    private long version;

    protected TableResult() {
        // for JPA
    }

    /** A new result in force for its game and table; the caller persists it. */
    static TableResult record(GameAtTable where, ResultKind kind, List<ScoredLine> scored, String by, Instant now) {
        TableResult result = new TableResult();
        result.at = new TableInGame(where.tournamentId(), where.game(), where.table());
        result.round = where.round();
        result.kind = kind;
        result.status = ResultStatus.ACTIVE;
        result.recording =
                Recording.by(by, now.truncatedTo(ChronoUnit.MICROS)); // as stored: the answer reads as a reload does
        for (ScoredLine line : scored) {
            Award<Long> award = line.award();
            result.lines.add(new TableResultLine(
                    result,
                    award.player(),
                    award.place(),
                    award.sharedBy(),
                    award.points().units(),
                    line.chips(),
                    line.eliminatedInHand(),
                    line.chipsAtStartOfHand()));
        }
        return result;
    }

    /** The correction of {@code previous}: a new result pointing back to it (the caller voids {@code previous}). */
    static TableResult correct(TableResult previous, List<ScoredLine> scored, String by, Instant now) {
        TableResult result = record(previous.where(), previous.kind, scored, by, now);
        result.replaces = previous;
        return result;
    }

    /** Takes the result out of the standings, keeping it for the audit trail. */
    void voidBy(String by, String reason, Instant now) {
        if (status == ResultStatus.VOID) {
            throw ProblemException.conflict(
                    "result-already-void",
                    "Result " + id + " was already voided by " + voidedBy() + " at " + voidedAt() + ".");
        }
        status = ResultStatus.VOID;
        recording.voidBy(by, reason, now);
    }

    public static Optional<TableResult> activeAt(GameAtTable where) {
        return find(
                        "at.tournamentId = ?1 and round = ?2 and at.game = ?3 and at.table = ?4 and status = ?5",
                        where.tournamentId(),
                        where.round(),
                        where.game(),
                        where.table(),
                        ResultStatus.ACTIVE)
                .firstResultOptional();
    }

    /** Every result of a tournament, voided ones included, oldest first: the audit trail. */
    static List<TableResult> history(long tournamentId) {
        return list("at.tournamentId = ?1 order by id", tournamentId);
    }

    /** The lines of the results in force in one round of a tournament. */
    public static List<TableResultLine> activeLines(long tournamentId, int round) {
        return TableResultLine.list(
                "result.at.tournamentId = ?1 and result.round = ?2 and result.status = ?3 order by entry",
                tournamentId,
                round,
                ResultStatus.ACTIVE);
    }

    /** The entries already placed in another table's result of the same game. */
    static List<Long> entriesPlacedElsewhere(GameAtTable where, List<Long> entries) {
        return TableResultLine.<TableResultLine>list(
                        "result.at.tournamentId = ?1 and result.round = ?2 and result.at.game = ?3"
                                + " and result.at.table <> ?4 "
                                + "and result.status = ?5 and entry in ?6",
                        where.tournamentId(),
                        where.round(),
                        where.game(),
                        where.table(),
                        ResultStatus.ACTIVE,
                        entries)
                .stream()
                .map(TableResultLine::entry)
                .toList();
    }

    public GameAtTable where() {
        return new GameAtTable(at.tournamentId(), round, at.game(), at.table());
    }

    public long tournamentId() {
        return at.tournamentId();
    }

    public ResultKind kind() {
        return kind;
    }

    public ResultStatus status() {
        return status;
    }

    public String recordedBy() {
        return recording.recordedBy();
    }

    public Instant recordedAt() {
        return recording.recordedAt();
    }

    public Optional<Long> replacesId() {
        return Optional.ofNullable(replaces).map(r -> r.id);
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

    public List<TableResultLine> lines() {
        return Collections.unmodifiableList(lines);
    }
}
