package org.tavolo.championship;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.tavolo.tournament.Tournament;

/** Championships as clients see them. */
@ApplicationScoped
class ChampionshipViews {

    private final ChampionshipService championships;

    ChampionshipViews(ChampionshipService championships) {
        this.championships = championships;
    }

    ChampionshipView of(Championship c) {
        Long last = championships.finalOf(c.id).orElse(null);
        List<ChampionshipView.Evening> evenings = new ArrayList<>();
        List<Tournament> tournaments = championships.tournaments(c.id);
        for (int i = 0; i < tournaments.size(); i++) {
            Tournament t = tournaments.get(i);
            evenings.add(new ChampionshipView.Evening(i + 1, t.id, t.name(), t.format(), t.date(), t.id.equals(last)));
        }
        return new ChampionshipView(c.id, c.name(), c.season(), c.kind(), c.bestOf(), c.pointsByPlace(), evenings);
    }
}
