package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.tavolo.common.paging.PageRequest;
import org.tavolo.entry.Entry;
import org.tavolo.tournament.Tournament;
import org.tavolo.tournament.TournamentFormat;
import org.tavolo.tournament.TournamentService;

/**
 * The championships as the pages read and change them, in view records only: the console's list and
 * page of a championship, the room's season table, and the season line of one player. A change made
 * here is told to the championship's live screens, as one made through the API is.
 */
@ApplicationScoped
public class ChampionshipBoard {

    /** How long after its last evening a championship still counts as current on the front page. */
    static final int CURRENT_DAYS = 31;

    private final ChampionshipService championships;
    private final ChampionshipViews views;
    private final SeasonStandings standings;
    private final ChampionshipHub hub;
    private final TournamentService tournaments;

    ChampionshipBoard(
            ChampionshipService championships,
            ChampionshipViews views,
            SeasonStandings standings,
            ChampionshipHub hub,
            TournamentService tournaments) {
        this.championships = championships;
        this.views = views;
        this.standings = standings;
        this.hub = hub;
        this.tournaments = tournaments;
    }

    /** A tournament that can be attached: it belongs to no championship yet. */
    public record Attachable(long id, String name, LocalDate date, TournamentFormat format) {}

    /** One player's line of the season table of the championship a tournament belongs to. */
    public record PlayerSeason(ChampionshipView championship, SeasonStandingsView.Line line, int players) {}

    /** The championships, newest first. */
    public List<ChampionshipView> all() {
        return championships.list().stream().map(views::of).toList();
    }

    public ChampionshipView one(long id) {
        return views.of(championships.get(id));
    }

    public SeasonStandingsView standings(long id) {
        return standings.of(id);
    }

    /** The season table as CSV for an Italian spreadsheet, as the API serves it. */
    public String csv(long id) {
        return SeasonCsv.write(standings.of(id));
    }

    public ChampionshipView create(CreateChampionshipRequest request) {
        return views.of(championships.create(request));
    }

    /** A championship the console's form asked for: its id, and whether this send made it. */
    public record Made(long id, boolean created) {}

    /** The championship the console's form asks for, made or found (a form sent twice finds the first). */
    public Made createOnce(CreateChampionshipRequest request) {
        ChampionshipService.Made made = championships.createOnce(request);
        return new Made(made.championship().id, made.created());
    }

    public void attach(long id, long tournamentId) {
        championships.attach(id, tournamentId);
        hub.changed(id);
    }

    public void detach(long id, long tournamentId) {
        championships.detach(id, tournamentId);
        hub.changed(id);
    }

    /** The club's tournaments in no championship, the most recent first. */
    public List<Attachable> attachable() {
        Set<Long> taken = ChampionshipEvening.<ChampionshipEvening>listAll().stream()
                .map(ChampionshipEvening::tournamentId)
                .collect(Collectors.toSet());
        return tournaments.list(new PageRequest(0, PageRequest.MAX_SIZE)).stream()
                .filter(t -> !taken.contains(t.id))
                .sorted(Comparator.comparing(Tournament::date).reversed().thenComparing(t -> -t.id))
                .map(t -> new Attachable(t.id, t.name(), t.date(), t.format()))
                .toList();
    }

    /** The championship the tournament belongs to, if any. */
    public Optional<ChampionshipView> ofTournament(long tournamentId) {
        return championships.championshipOf(tournamentId).map(this::one);
    }

    /**
     * The championships going on: with an evening today or to come, or whose last evening was at
     * most {@link #CURRENT_DAYS} days ago; newest first.
     */
    public List<ChampionshipView> current(LocalDate today) {
        LocalDate since = today.minusDays(CURRENT_DAYS);
        return all().stream()
                .filter(c -> c.tournaments().stream().anyMatch(e -> !e.date().isBefore(since)))
                .toList();
    }

    /** The season line of the player of {@code entryId}, when the tournament belongs to a championship. */
    public Optional<PlayerSeason> lineOf(long tournamentId, long entryId) {
        Optional<Entry> entry = Entry.<Entry>findByIdOptional(entryId).filter(e -> e.tournamentId() == tournamentId);
        if (entry.isEmpty()) {
            return Optional.empty();
        }
        long player = entry.get().player().id;
        return ofTournament(tournamentId).flatMap(c -> {
            SeasonStandingsView table = standings.of(c.id());
            return table.standings().stream()
                    .filter(l -> l.player().id() == player)
                    .findFirst()
                    .map(l -> new PlayerSeason(c, l, table.standings().size()));
        });
    }
}
