package org.tavolo.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.tavolo.audit.AuditEvent;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.ClockService;

/**
 * The open event streams of this instance, one broadcaster per tournament. A change reported by
 * {@link ChangeListener} becomes one named event per part of the screen it touches; its id is the
 * audit trail's id, the same on every instance, so a screen that reconnects to any of them resumes
 * from {@code Last-Event-ID}. The streams themselves are kept by {@link EventRooms}.
 */
@ApplicationScoped
public class LiveHub {

    /** How many missed changes a reconnecting screen is caught up on; past that it re-reads everything. */
    private static final int RESUME_LIMIT = 500;

    private final EventRooms rooms = new EventRooms("live-keep-alive");
    private final ClockService clocks;
    private final AnnouncementService announcements;
    private final AuditTrail audit;
    private final ObjectMapper json;

    LiveHub(ClockService clocks, AnnouncementService announcements, AuditTrail audit, ObjectMapper json) {
        this.clocks = clocks;
        this.announcements = announcements;
        this.audit = audit;
        this.json = json;
    }

    /**
     * Adds a stream to its tournament's room. A new screen gets the clock and the announcements at
     * once; a reconnecting one gets one event for each part changed since {@code lastEventId}.
     */
    void subscribe(long tournamentId, Long lastEventId, SseEventSink sink, Sse sse) {
        rooms.register(tournamentId, sink, sse);
        CatchUp catchUp = QuarkusTransaction.requiringNew().call(() -> catchUp(tournamentId, lastEventId));
        for (LiveEventName name : catchUp.names()) {
            if (!EventRooms.sent(sink, event(catchUp.id(), tournamentId, name))) {
                return;
            }
        }
    }

    /** A committed change of a tournament, from any instance. */
    void changed(long auditId, long tournamentId, String action) {
        if (!rooms.listening(tournamentId)) {
            return;
        }
        for (LiveEventName name : LiveEventName.forAction(action)) {
            rooms.broadcast(tournamentId, event(auditId, tournamentId, name));
        }
    }

    /** After notifications may have been missed (the listening connection was lost): every screen re-reads. */
    void resyncAll() {
        if (rooms.sse() == null) {
            return;
        }
        for (long tournamentId : rooms.keys()) {
            long id = QuarkusTransaction.requiringNew().call(() -> audit.lastId(tournamentId));
            for (LiveEventName name : LiveEventName.values()) {
                rooms.broadcast(tournamentId, event(id, tournamentId, name));
            }
        }
    }

    private record CatchUp(long id, Set<LiveEventName> names) {}

    private CatchUp catchUp(long tournamentId, Long lastEventId) {
        if (lastEventId == null) {
            return new CatchUp(audit.lastId(tournamentId), EnumSet.of(LiveEventName.CLOCK, LiveEventName.ANNOUNCEMENT));
        }
        var missed = audit.since(tournamentId, lastEventId, RESUME_LIMIT);
        if (missed.size() == RESUME_LIMIT) {
            return new CatchUp(audit.lastId(tournamentId), EnumSet.allOf(LiveEventName.class));
        }
        Set<LiveEventName> names = EnumSet.noneOf(LiveEventName.class);
        long id = lastEventId;
        for (AuditEvent e : missed) {
            names.addAll(LiveEventName.forAction(e.action()));
            id = e.id;
        }
        return new CatchUp(id, names);
    }

    private OutboundSseEvent event(long id, long tournamentId, LiveEventName name) {
        Object data = QuarkusTransaction.requiringNew().call(() -> switch (name) {
            case CLOCK -> ClockEvent.from(clocks.read(tournamentId));
            case ANNOUNCEMENT -> Map.of("tournamentId", tournamentId, "recent", announcements.recent(tournamentId));
            case SEATING, STANDINGS -> Map.of("tournamentId", tournamentId);
        });
        return rooms.sse()
                .newEventBuilder()
                .id(Long.toString(id))
                .name(name.wireName())
                .mediaType(MediaType.TEXT_PLAIN_TYPE)
                .data(String.class, write(data))
                .build();
    }

    private String write(Object data) {
        try {
            return json.writeValueAsString(data);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("An event could not be written as JSON", e);
        }
    }

    @PreDestroy
    void close() {
        rooms.close();
    }
}
