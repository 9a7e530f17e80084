package org.tavolo.live;

import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseBroadcaster;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.tavolo.common.error.ProblemException;

/**
 * The open event streams of this instance, one broadcaster (a room) per key: a tournament's screens, a
 * championship's. Idle streams get a comment every {@value #KEEP_ALIVE_SECONDS} s so that proxies keep them open; a
 * stream a screen closed (screens close theirs whenever they reload) is dropped quietly.
 */
public final class EventRooms {

    private static final Logger LOG = Logger.getLogger(EventRooms.class);

    static final long KEEP_ALIVE_SECONDS = 20;

    private final Map<Long, SseBroadcaster> rooms = new ConcurrentHashMap<>();
    private final ScheduledExecutorService keepAlive;
    private volatile Sse sse;

    /** Rooms whose keep-alive runs on a daemon thread of this name. */
    public EventRooms(String threadName) {
        keepAlive = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, threadName);
            t.setDaemon(true);
            return t;
        });
        keepAlive.scheduleAtFixedRate(this::keepAlive, KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
    }

    /** Adds a stream to the room of its key. */
    public void register(long key, SseEventSink sink, Sse sse) {
        this.sse = sse;
        rooms.computeIfAbsent(key, k -> room(sse)).register(sink);
    }

    /** Builds events; null until a first stream was opened, when nobody listens anyway. */
    public Sse sse() {
        return sse;
    }

    /** Whether a room with a stream may be open for this key. */
    public boolean listening(long key) {
        return sse != null && rooms.containsKey(key);
    }

    /** The keys with a room open. */
    public Set<Long> keys() {
        return rooms.keySet();
    }

    /** Sends the event to every stream of the key's room, if it has one. */
    public void broadcast(long key, OutboundSseEvent event) {
        SseBroadcaster room = rooms.get(key);
        if (room != null) {
            room.broadcast(event);
        }
    }

    /** Sends one event to one stream; false when the screen has closed it, which is no error. */
    public static boolean sent(SseEventSink sink, OutboundSseEvent event) {
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

    /**
     * The id a reconnecting screen last saw: the {@code Last-Event-ID} header, or {@code ?lastEventId=} for a
     * screen that cannot set headers; null for a new screen.
     */
    public static Long lastEventId(String header, String query) {
        String given = header != null ? header : query;
        if (given == null || given.isBlank()) {
            return null;
        }
        try {
            return Long.parseLong(given.strip());
        } catch (NumberFormatException e) {
            throw ProblemException.badRequest(
                    "invalid-last-event-id",
                    "Last-Event-ID is the id of an event of this stream, a whole number.",
                    Map.of("field", "Last-Event-ID"));
        }
    }

    private static SseBroadcaster room(Sse sse) {
        SseBroadcaster room = sse.newBroadcaster();
        room.onError((sink, failure) -> LOG.debugf("A screen's stream ended: %s", failure.getMessage()));
        return room;
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

    /** Ends the keep-alive and closes every stream. */
    public void close() {
        keepAlive.shutdownNow();
        rooms.values().forEach(SseBroadcaster::close);
    }
}
