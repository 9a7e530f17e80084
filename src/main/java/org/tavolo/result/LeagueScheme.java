package org.tavolo.result;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.OrderColumn;
import jakarta.persistence.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.tavolo.poker.scoring.Points;
import org.tavolo.poker.scoring.PointsScheme;

/**
 * A Hold'em tournament's league points by finishing place (docs/rules.md#holdem-tournament, optional), one per
 * tournament. Identified by its tournament.
 */
@Entity
@Table(name = "league_scheme")
public class LeagueScheme extends PanacheEntityBase {

    @Id
    @Column(name = "tournament_id")
    public Long tournamentId;

    @ElementCollection(fetch = FetchType.EAGER)
    @CollectionTable(name = "league_scheme_place", joinColumns = @JoinColumn(name = "tournament_id"))
    @OrderColumn(name = "place_index")
    @Column(name = "points_tenths", nullable = false)
    private List<Long> tenthsByPlace = new ArrayList<>();

    protected LeagueScheme() {
        // for JPA
    }

    static LeagueScheme of(long tournamentId) {
        LeagueScheme scheme = new LeagueScheme();
        scheme.tournamentId = tournamentId;
        return scheme;
    }

    static Optional<LeagueScheme> ofTournament(long tournamentId) {
        return findByIdOptional(tournamentId);
    }

    /** Sets the points of every place, best first, as checked by {@link PointsScheme}. */
    void setPoints(PointsScheme scheme) {
        tenthsByPlace.clear();
        for (Points points : scheme.byPlace()) {
            tenthsByPlace.add(points.units() / (Points.UNITS_PER_POINT / 10));
        }
    }

    public PointsScheme scheme() {
        return new PointsScheme(tenthsByPlace.stream().map(Points::ofTenths).toList());
    }
}
