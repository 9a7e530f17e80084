package org.tavolo.circuit;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.List;
import org.tavolo.tournament.TournamentFormat;

/** An evening of a circuit, registered before it is played: the club that plays it, its date and format. */
@Entity
@Table(name = "circuit_evening")
public class RegisteredEvening extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "circuit_id", nullable = false, updatable = false)
    private long circuitId;

    @Column(name = "club_id", nullable = false, updatable = false)
    private long clubId;

    @Column(name = "played_on", nullable = false, updatable = false)
    private LocalDate date;

    @Enumerated(EnumType.STRING)
    @Column(nullable = false, length = 20, updatable = false)
    private TournamentFormat format;

    protected RegisteredEvening() {
        // for JPA
    }

    static RegisteredEvening create(long circuitId, long clubId, LocalDate date, TournamentFormat format) {
        RegisteredEvening e = new RegisteredEvening();
        e.circuitId = circuitId;
        e.clubId = clubId;
        e.date = date;
        e.format = format;
        return e;
    }

    static List<RegisteredEvening> of(long circuitId) {
        return list("circuitId = ?1 order by date, id", circuitId);
    }

    long circuitId() {
        return circuitId;
    }

    long clubId() {
        return clubId;
    }

    LocalDate date() {
        return date;
    }

    TournamentFormat format() {
        return format;
    }
}
