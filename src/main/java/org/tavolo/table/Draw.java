package org.tavolo.table;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * One seat draw of a tournament: for game {@code gameNumber}, the ordered entries, the table plan,
 * the seed and the algorithm, published so anyone can recompute the seating
 * ({@code docs/seat-draw.md}). A draw that keeps the previous game's seats has no seed.
 */
@Entity
@Table(name = "seat_draw")
public class Draw extends PanacheEntityBase {

    /** The algorithm name of a draw that kept the previous game's tables and seats. */
    public static final String KEPT = "kept-from-previous-game";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "tournament_id", nullable = false, updatable = false)
    private long tournamentId;

    @Column(name = "game_number", nullable = false, updatable = false)
    private int gameNumber;

    @Column(updatable = false)
    private Long seed;

    @Column(nullable = false, updatable = false, length = 60)
    private String algorithm;

    @Column(name = "entry_order", nullable = false, updatable = false)
    private String entryOrder;

    @Column(name = "table_plan", nullable = false, updatable = false)
    private String tablePlan;

    @Column(name = "drawn_at", nullable = false, updatable = false)
    private Instant drawnAt;

    @Column(name = "drawn_by", nullable = false, updatable = false)
    private String drawnBy;

    protected Draw() {
        // for JPA
    }

    static Draw record(
            long tournamentId,
            int gameNumber,
            Long seed,
            String algorithm,
            List<Long> entryOrder,
            List<Integer> tablePlan,
            Instant now,
            String actor) {
        Draw draw = new Draw();
        draw.tournamentId = tournamentId;
        draw.gameNumber = gameNumber;
        draw.seed = seed;
        draw.algorithm = algorithm;
        draw.entryOrder = entryOrder.stream().map(String::valueOf).collect(Collectors.joining(","));
        draw.tablePlan = tablePlan.stream().map(String::valueOf).collect(Collectors.joining(","));
        draw.drawnAt = now;
        draw.drawnBy = actor;
        return draw;
    }

    /** The draw now in force: the one of the latest game. */
    public static Optional<Draw> current(long tournamentId) {
        return find("tournamentId = ?1 order by gameNumber desc", tournamentId).firstResultOptional();
    }

    /** The game of the draw now in force, without reading the draw: 0 before the first draw. */
    public static int currentGame(long tournamentId) {
        return getEntityManager()
                .createQuery(
                        "select coalesce(max(d.gameNumber), 0) from Draw d where d.tournamentId = ?1", Integer.class)
                .setParameter(1, tournamentId)
                .getSingleResult();
    }

    /** The draw of one game of the tournament, if it was made. */
    public static Optional<Draw> ofGame(long tournamentId, int gameNumber) {
        return find("tournamentId = ?1 and gameNumber = ?2", tournamentId, gameNumber)
                .firstResultOptional();
    }

    /** The draw whose seats a game is played at: the latest one made for that game or before it. */
    public static Optional<Draw> inForceAt(long tournamentId, int gameNumber) {
        return find("tournamentId = ?1 and gameNumber <= ?2 order by gameNumber desc", tournamentId, gameNumber)
                .firstResultOptional();
    }

    public static List<Draw> ofTournament(long tournamentId) {
        return list("tournamentId = ?1 order by gameNumber", tournamentId);
    }

    public long tournamentId() {
        return tournamentId;
    }

    public int gameNumber() {
        return gameNumber;
    }

    public Long seed() {
        return seed;
    }

    public String algorithm() {
        return algorithm;
    }

    public List<Long> entryOrder() {
        return entryOrder.isEmpty()
                ? List.of()
                : Arrays.stream(entryOrder.split(",")).map(Long::valueOf).toList();
    }

    public List<Integer> tablePlan() {
        return Arrays.stream(tablePlan.split(",")).map(Integer::valueOf).toList();
    }

    public Instant drawnAt() {
        return drawnAt;
    }

    public String drawnBy() {
        return drawnBy;
    }
}
