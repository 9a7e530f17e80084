package org.tavolo.result;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

/** One player's line in a table result: the place, the points it earned, and what it was decided on. */
@Entity
@Table(name = "table_result_line")
public class TableResultLine extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "result_id", nullable = false)
    private TableResult result;

    @Column(name = "entry_id", nullable = false)
    private long entry;

    @Column(nullable = false)
    private int place;

    @Column(name = "shared_by", nullable = false)
    private int sharedBy;

    @Column(name = "points_units", nullable = false)
    private long pointsUnits;

    @Column(nullable = false)
    private long chips;

    @Column(name = "eliminated_in_hand")
    private Long eliminatedInHand;

    @Column(name = "chips_at_start_of_hand")
    private Long chipsAtStartOfHand;

    protected TableResultLine() {
        // for JPA
    }

    TableResultLine(
            TableResult result,
            long entry,
            int place,
            int sharedBy,
            long pointsUnits,
            long chips,
            Long eliminatedInHand,
            Long chipsAtStartOfHand) {
        this.result = result;
        this.entry = entry;
        this.place = place;
        this.sharedBy = sharedBy;
        this.pointsUnits = pointsUnits;
        this.chips = chips;
        this.eliminatedInHand = eliminatedInHand;
        this.chipsAtStartOfHand = chipsAtStartOfHand;
    }

    public TableResult result() {
        return result;
    }

    public long entry() {
        return entry;
    }

    public int place() {
        return place;
    }

    public int sharedBy() {
        return sharedBy;
    }

    public long pointsUnits() {
        return pointsUnits;
    }

    /** Chips at the end of the game (Italian) or the match's victory points (Chinese poker). */
    public long chips() {
        return chips;
    }

    public Long eliminatedInHand() {
        return eliminatedInHand;
    }

    public Long chipsAtStartOfHand() {
        return chipsAtStartOfHand;
    }
}
