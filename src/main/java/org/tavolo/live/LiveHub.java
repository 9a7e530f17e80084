package org.tavolo.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseBroadcaster;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.tavolo.audit.AuditEvent;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.ClockService;

/**
 * The open event streams of this instance, one broadcaster per tournament. A change reported by
 * {@link ChangeListener} becomes one named event per part of the screen it touches; its id is the
 * audit trail's id, the same on every instance, so a screen that reconnects to any of them resumes
 * from {@code Last-Event-ID}. Idle streams get a comment every {@value #KEEP_ALIVE_SECONDS} s so that
 * proxies keep them open.
 */
@ApplicationScoped
public class LiveHub {

    private static final Logger LOG = Logger.getLogger(LiveHub.class);

    static final long KEEP_ALIVE_SECONDS = 20;
    /** How many missed changes a reconnecting screen is caught up on; past that it re-reads everything. */
    private static final int RESUME_LIMIT = 500;

    private final Map<Long, SseBroadcaster> rooms = new ConcurrentHashMap<>();
    private final ScheduledExecutorService keepAlive = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "live-keep-alive");
        t.setDaemon(true);
        return t;
    });
    private final ClockService clocks;
    private final AnnouncementService announcements;
    private final AuditTrail audit;
    private final ObjectMapper json;
    private volatile Sse sse;

    LiveHub(ClockService clocks, AnnouncementService announcements, AuditTrail audit, ObjectMapper json) {
        this.clocks = clocks;
        this.announcements = announcements;
        this.audit = audit;
        this.json = json;
        keepAlive.scheduleAtFixedRate(this::keepAlive, KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
    }

    /**
     * Adds a stream to its tournament's room. A new screen gets the clock and the announcements at
     * once; a reconnecting one gets one event for each part changed since {@code lastEventId}.
     */
    void subscribe(long tournamentId, Long lastEventId, SseEventSink sink, Sse sse) {
        this.sse = sse;
        rooms.computeIfAbsent(tournamentId, id -> room(sse)).register(sink);
        CatchUp catchUp = QuarkusTransaction.requiringNew().call(() -> catchUp(tournamentId, lastEventId));
        for (LiveEventName name : catchUp.names()) {
            if (!sent(sink, event(catchUp.id(), tournamentId, name))) {
                return;
            }
        }
    }

    /**
     * Sends one event to one screen; false when the screen has closed its stream, which screens do
     * whenever they are closed or reload, at any moment, so it is no error.
     */
    private static boolean sent(SseEventSink sink, OutboundSseEvent event) {
        if (sink.isClosed()) {
            return false;
        }
        try {
            sink.send(event).whenComplete((done, failure) -> {
                if (failure != null) {
                    LOG.debugf("A screen's stream ended while an event was sent: %s", failure.getMessage());
                }
            });
            return true;
        } catch (IllegalStateException closedMeanwhile) {
            LOG.debugf("A screen closed its stream: %s", closedMeanwhile.getMessage());
            return false;
        }
    }

    /** A tournament's broadcaster; a stream it finds closed is dropped quietly. */
    private static SseBroadcaster room(Sse sse) {
        SseBroadcaster room = sse.newBroadcaster();
        room.onError((sink, failure) -> LOG.debugf("A screen's stream ended: %s", failure.getMessage()));
        return room;
    }

    /** A committed change of a tournament, from any instance. */
    void changed(long auditId, long tournamentId, String action) {
        SseBroadcaster room = rooms.get(tournamentId);
        if (room == null || sse == null) {
            return;
        }
        for (LiveEventName name : LiveEventName.forAction(action)) {
            room.broadcast(event(auditId, tournamentId, name));
        }
    }

    /** After notifications may have been missed (the listening connection was lost): every screen re-reads. */
    void resyncAll() {
        if (sse == null) {
            return;
        }
        rooms.forEach((tournamentId, room) -> {
            long id = QuarkusTransaction.requiringNew().call(() -> audit.lastId(tournamentId));
            for (LiveEventName name : LiveEventName.values()) {
                room.broadcast(event(id, tournamentId, name));
            }
        });
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
        return sse.newEventBuilder()
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

    private void keepAlive() {
        Sse current = sse;
        if (current == null) {
            return;
        }
        OutboundSseEvent comment =
                current.newEventBuilder().comment("keep-alive").build();
        rooms.values().forEach(room -> room.broadcast(comment));
    }

    @PreDestroy
    void close() {
        keepAlive.shutdownNow();
        rooms.values().forEach(SseBroadcaster::close);
    }
}
