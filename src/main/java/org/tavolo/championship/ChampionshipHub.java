package org.tavolo.championship;

import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import org.tavolo.audit.AuditTrail;
import org.tavolo.live.EventRooms;
import org.tavolo.live.LiveEventName;
import org.tavolo.live.TournamentChanged;

/**
 * The open event streams of the championships on this instance, one room of {@link EventRooms} per
 * championship, as {@code org.tavolo.live.LiveHub} keeps one per tournament: a change of the standings of any of
 * its tournaments (the same audit-trail changes that send {@code standings} to that tournament's
 * screens, {@link LiveEventName#forAction}) becomes one {@code standings} event, whose id is the
 * audit trail's, so a screen reconnecting with {@code Last-Event-ID} is told whether it missed one.
 */
@ApplicationScoped
public class ChampionshipHub {

    static final String STANDINGS = LiveEventName.STANDINGS.wireName();

    private final EventRooms rooms = new EventRooms("championship-keep-alive");
    private final ChampionshipService championships;
    private final AuditTrail audit;

    ChampionshipHub(ChampionshipService championships, AuditTrail audit) {
        this.championships = championships;
        this.audit = audit;
    }

    /** Adds a stream; a reconnecting one gets a {@code standings} event when its tournaments changed since. */
    void subscribe(long championshipId, Long lastEventId, SseEventSink sink, Sse sse) {
        rooms.register(championshipId, sink, sse);
        long last = lastId(championshipId);
        if (lastEventId != null && last > lastEventId) {
            EventRooms.sent(sink, event(last, championshipId));
        }
    }

    /** The championship itself changed (a tournament attached or taken out). */
    void changed(long championshipId) {
        if (rooms.listening(championshipId)) {
            rooms.broadcast(championshipId, event(lastId(championshipId), championshipId));
        }
    }

    /** A committed change of a tournament, from any instance. */
    void tournamentChanged(@Observes TournamentChanged changed) {
        if (rooms.keys().isEmpty() || rooms.sse() == null || !touchesStandings(changed.action())) {
            return;
        }
        QuarkusTransaction.requiringNew()
                .call(() -> championships.championshipOf(changed.tournamentId()))
                .ifPresent(championshipId -> {
                    if (rooms.listening(championshipId)) {
                        rooms.broadcast(championshipId, event(changed.auditId(), championshipId));
                    }
                });
    }

    private static boolean touchesStandings(String action) {
        return action.startsWith("championship-")
                || LiveEventName.forAction(action).contains(LiveEventName.STANDINGS);
    }

    /** The latest change of any of the championship's tournaments. */
    private long lastId(long championshipId) {
        return QuarkusTransaction.requiringNew().call(() -> championships.tournaments(championshipId).stream()
                .mapToLong(t -> audit.lastId(t.id))
                .max()
                .orElse(0));
    }

    private OutboundSseEvent event(long id, long championshipId) {
        return rooms.sse()
                .newEventBuilder()
                .id(Long.toString(id))
                .name(STANDINGS)
                .data(String.class, "{\"championshipId\":" + championshipId + "}")
                .build();
    }

    @PreDestroy
    void close() {
        rooms.close();
    }
}
