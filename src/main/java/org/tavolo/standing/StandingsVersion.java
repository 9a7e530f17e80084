package org.tavolo.standing;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Immutable;

/**
 * A tournament's standings version: a counter the database raises, in the same transaction, with
 * every change of its results, entries or players' names (migration V200). Only read here, never
 * written: the triggers own it. A tournament without a row has version 0.
 */
@Entity
@Immutable
@Table(name = "standings_version")
public class StandingsVersion {

    @Id
    @Column(name = "tournament_id")
    Long tournamentId;

    @Column(nullable = false)
    long version;

    protected StandingsVersion() {
        // for JPA
    }
}
