package org.tavolo.result;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;

import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;

/**
 * A points scheme the organizer set for a tournament (RULES.md 5.1: a setting, with the club
 * regulation's schemes as defaults): for one table size, or the Hold'em league scheme.
 */
@Entity
@Table(name = "points_scheme")
public class PointsSchemeSetting extends PanacheEntityBase {

    /** What a scheme applies to. */
    public enum Scope {
        /** Every table of one size. */
        TABLE,
        /** The whole Hold'em field, by finishing place. */
        LEAGUE
    }

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 10, updatable = false)
    private Scope scope;

    @Column(name = "table_size", updatable = false)
    private Integer tableSize;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "points_scheme_place", joinColumns = @JoinColumn(name = "scheme_id"))
    @OrderColumn(name = "place_index")
    @Column(name = "points_tenths", nullable = false)
    private List<Long> tenthsByPlace = new ArrayList<>();

    protected PointsSchemeSetting() {
        // for JPA
    }

    private PointsSchemeSetting(long tournamentId, Scope scope, Integer tableSize) {
        this.tournamentId = tournamentId;
        this.scope = scope;
        this.tableSize = tableSize;
    }

    static PointsSchemeSetting forTables(long tournamentId, int tableSize) {
        return new PointsSchemeSetting(tournamentId, Scope.TABLE, tableSize);
    }

    static PointsSchemeSetting league(long tournamentId) {
        return new PointsSchemeSetting(tournamentId, Scope.LEAGUE, null);
    }

    static List<PointsSchemeSetting> ofTournament(long tournamentId) {
        return list("tournamentId = ?1 order by scope, tableSize", tournamentId);
    }

    static Optional<PointsSchemeSetting> find(long tournamentId, Scope scope, Integer tableSize) {
        return tableSize == null
                ? find("tournamentId = ?1 and scope = ?2", tournamentId, scope).firstResultOptional()
                : find("tournamentId = ?1 and scope = ?2 and tableSize = ?3", tournamentId, scope, tableSize)
                        .firstResultOptional();
    }

    /** Sets the points of every place, best first; checked by {@link PointsScheme} first. */
    void setPoints(PointsScheme scheme) {
        tenthsByPlace.clear();
        for (Points points : scheme.byPlace()) {
            tenthsByPlace.add(points.units() / (Points.UNITS_PER_POINT / 10));
        }
    }

    public PointsScheme scheme() {
        return new PointsScheme(tenthsByPlace.stream().map(Points::ofTenths).toList());
    }

    public List<BigDecimal> points() {
        return scheme().byPlace().stream().map(Points::toDecimal).toList();
    }

    public Scope scope() {
        return scope;
    }

    public Integer tableSize() {
        return tableSize;
    }
}
