package org.tavolo.live;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.ws.rs.sse.OutboundSseEvent;
import jakarta.ws.rs.sse.Sse;
import jakarta.ws.rs.sse.SseEventSink;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.tavolo.audit.AuditTrail;
import org.tavolo.clock.ClockService;
import org.tavolo.tournament.TournamentService;

/**
 * The open event streams of this instance, one broadcaster per tournament. A change reported by
 * {@link ChangeListener} becomes one named event per part of the screen it touches; its id is the
 * audit trail's id, the same on every instance, so a screen that reconnects to any of them resumes
 * from {@code Last-Event-ID}. The streams themselves are kept by {@link EventRooms}.
 *
 * <p>Opening a stream reads the database through {@link SharedReads}: the screens of a tournament that open at
 * once share one read, and at most {@value #CATCH_UP_READERS} of these reads run at once, so that a whole room
 * reconnecting after a restart leaves the rest of the connection pool to requests (docs/room-screens.md).
 */
@ApplicationScoped
public class LiveHub {

    /** How many missed changes a reconnecting screen is caught up on; past that it re-reads everything. */
    private static final int RESUME_LIMIT = 500;
    /** The pooled connections that opening streams may take at once, of the pool's 20. */
    static final int CATCH_UP_READERS = 2;

    private final EventRooms rooms = new EventRooms("live-keep-alive");
    private final ExecutorService readers = Executors.newFixedThreadPool(CATCH_UP_READERS, r -> {
        Thread t = new Thread(r, "live-catch-up");
        t.setDaemon(true);
        return t;
    });
    private final SharedReads<Boolean> existing = new SharedReads<>(this::exists, readers);
    private final SharedReads<Snapshot> snapshots = new SharedReads<>(this::snapshot, readers);
    private final TournamentService tournaments;
    private final ClockService clocks;
    private final AnnouncementService announcements;
    private final AuditTrail audit;
    private final ObjectMapper json;

    LiveHub(
            TournamentService tournaments,
            ClockService clocks,
            AnnouncementService announcements,
            AuditTrail audit,
            ObjectMapper json) {
        this.tournaments = tournaments;
        this.clocks = clocks;
        this.announcements = announcements;
        this.audit = audit;
        this.json = json;
    }

    /**
     * Adds a stream to its tournament's room, once the tournament is known to exist (else 404). A new screen then
     * gets the clock and the announcements; a reconnecting one gets one event for each part changed since
     * {@code lastEventId}. Both come from the tournament's next shared read, which starts after the stream joined
     * its room, so that no change falls between the two.
     */
    void subscribe(long tournamentId, Long lastEventId, SseEventSink sink, Sse sse) {
        await(existing.next(tournamentId, null));
        rooms.register(tournamentId, sink, sse);
        // waited for before the stream's answer starts, so that a screen that sees its stream open has been
        // caught up and the changes broadcast afterwards come after its catching up
        catchUp(await(snapshots.next(tournamentId, lastEventId)), lastEventId, sink);
    }

    /** A committed change of a tournament, from any instance. */
    void changed(long auditId, long tournamentId, String action) {
        if (!rooms.listening(tournamentId)) {
            return;
        }
        for (LiveEventName name : LiveEventName.forAction(action)) {
            rooms.broadcast(tournamentId, event(auditId, name, freshData(tournamentId, name)));
        }
    }

    /** After notifications may have been missed (the listening connection was lost): every screen re-reads. */
    void resyncAll() {
        if (rooms.sse() == null) {
            return;
        }
        for (long tournamentId : rooms.keys()) {
            Snapshot snapshot = snapshot(tournamentId, null);
            for (LiveEventName name : LiveEventName.values()) {
                rooms.broadcast(tournamentId, event(snapshot.lastId(), name, snapshot.data(name)));
            }
        }
    }

    /** Waits for a shared read, holding no connection meanwhile; its failure as the read threw it. */
    private static <T> T await(CompletableFuture<T> read) {
        try {
            return read.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    private boolean exists(long tournamentId, Long since) {
        return QuarkusTransaction.requiringNew().call(() -> tournaments.get(tournamentId) != null);
    }

    /**
     * One read of a tournament for the streams catching up: its latest change, the changes after the oldest
     * {@code Last-Event-ID} among them, the clock and the announcements. The ids are read first, so that no
     * event's data is older than its id.
     */
    private Snapshot snapshot(long tournamentId, Long since) {
        return QuarkusTransaction.requiringNew().call(() -> {
            long lastId = audit.lastId(tournamentId);
            List<TournamentChanged> missed = since == null
                    ? List.of()
                    : audit.since(tournamentId, since, RESUME_LIMIT).stream()
                            .map(e -> new TournamentChanged(e.id, tournamentId, e.action()))
                            .toList();
            return new Snapshot(
                    tournamentId,
                    lastId,
                    missed,
                    missed.size() < RESUME_LIMIT,
                    ClockEvent.from(clocks.read(tournamentId)),
                    announcements.recent(tournamentId));
        });
    }

    /**
     * What one tournament was like at one moment, for every stream that asked before it was read.
     *
     * @param missed   the changes after the oldest {@code Last-Event-ID} of those streams, oldest first
     * @param complete whether {@code missed} holds every change after it, not only the first {@value #RESUME_LIMIT}
     */
    private record Snapshot(
            long tournamentId,
            long lastId,
            List<TournamentChanged> missed,
            boolean complete,
            ClockEvent clock,
            List<AnnouncementView> recent) {

        Object data(LiveEventName name) {
            return switch (name) {
                case CLOCK -> clock;
                case ANNOUNCEMENT -> Map.of("tournamentId", tournamentId, "recent", recent);
                case SEATING, STANDINGS, REGISTRATIONS -> Map.of("tournamentId", tournamentId);
            };
        }
    }

    /** Sends a stream what it is owed from the snapshot: nothing when it missed nothing. */
    private void catchUp(Snapshot snapshot, Long lastEventId, SseEventSink sink) {
        long id;
        Set<LiveEventName> names;
        if (lastEventId == null) {
            id = snapshot.lastId();
            names = EnumSet.of(LiveEventName.CLOCK, LiveEventName.ANNOUNCEMENT);
        } else if (!snapshot.complete()) {
            id = snapshot.lastId();
            names = lastEventId < id ? EnumSet.allOf(LiveEventName.class) : EnumSet.noneOf(LiveEventName.class);
        } else {
            id = lastEventId;
            names = EnumSet.noneOf(LiveEventName.class);
            for (TournamentChanged change : snapshot.missed()) {
                if (change.auditId() > lastEventId) {
                    names.addAll(LiveEventName.forAction(change.action()));
                    id = change.auditId();
                }
            }
        }
        for (LiveEventName name : names) {
            if (!EventRooms.sent(sink, event(id, name, snapshot.data(name)))) {
                return;
            }
        }
    }

    /** The data of an event as a broadcast of a change sends it: read now, once for all the room's streams. */
    private Object freshData(long tournamentId, LiveEventName name) {
        return switch (name) {
            case CLOCK -> QuarkusTransaction.requiringNew().call(() -> ClockEvent.from(clocks.read(tournamentId)));
            case ANNOUNCEMENT ->
                Map.of(
                        "tournamentId",
                        tournamentId,
                        "recent",
                        QuarkusTransaction.requiringNew().call(() -> announcements.recent(tournamentId)));
            case SEATING, STANDINGS, REGISTRATIONS -> Map.of("tournamentId", tournamentId);
        };
    }

    /** An event; no {@code content-type} line, which the event stream's format does not have. */
    private OutboundSseEvent event(long id, LiveEventName name, Object data) {
        return rooms.sse()
                .newEventBuilder()
                .id(Long.toString(id))
                .name(name.wireName())
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
        readers.shutdownNow();
        rooms.close();
    }
}
