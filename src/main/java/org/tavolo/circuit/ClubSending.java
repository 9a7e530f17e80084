package org.tavolo.circuit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import org.tavolo.audit.AuditTrail;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;

/**
 * Sends a finished evening's result file to the hub (docs/circuit.md#the-clubs-steps), with the club's key, and
 * answers what the hub answered: its receipt, or its refusal in its own words. The hub's address, circuit and key
 * are the club's link ({@link CircuitLink}), set with {@code PUT /api/circuit-link}.
 */
@ApplicationScoped
public class ClubSending {

    /** What the hub answered: its status and its document (the receipt, or the problem). */
    public record Sent(int status, JsonNode answer) {}

    /** HTTP/1.1: the default upgrade to HTTP/2 over plain HTTP (h2c) with a body is refused by the hub's server. */
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();

    private final ClubResults results;
    private final ObjectMapper json;
    private final AuditTrail audit;
    private final Clock clock;

    ClubSending(ClubResults results, ObjectMapper json, AuditTrail audit, Clock clock) {
        this.results = results;
        this.json = json;
        this.audit = audit;
        this.clock = clock;
    }

    /** The club's link as shown: never the key. */
    @Transactional
    public Map<String, Object> link() {
        CircuitLink l = ClubResults.link();
        return Map.of("hub", l.hub(), "circuit", l.circuitId(), "club", l.club(), "keySet", true);
    }

    @Transactional
    public Map<String, Object> setLink(CircuitRequests.Link link) {
        CircuitLink l = CircuitLink.set(link, clock.instant());
        audit.record(null, "circuit.link-set", l.club() + " at " + l.hub() + ", circuit " + l.circuitId());
        return link();
    }

    /** Sends the evening's file; the hub's answer as it came. */
    public Sent send(long tournamentId, long evening) {
        ResultFile file = results.of(tournamentId, evening);
        CircuitLink link = ClubResults.link();
        HttpRequest request = HttpRequest.newBuilder(
                        URI.create(link.hub() + "/api/circuits/" + link.circuitId() + "/submissions"))
                .timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .header("Authorization", "Bearer " + link.clubKey())
                .POST(HttpRequest.BodyPublishers.ofString(write(file)))
                .build();
        HttpResponse<String> answer;
        try {
            answer = http.send(request, HttpResponse.BodyHandlers.ofString());
        } catch (IOException | IllegalArgumentException e) {
            throw unreachable(link, e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unreachable(link, "interrupted");
        }
        recordSent(tournamentId, evening, answer.statusCode());
        return new Sent(answer.statusCode(), read(answer.body()));
    }

    private void recordSent(long tournamentId, long evening, int status) {
        QuarkusTransaction.requiringNew()
                .run(() -> audit.record(
                        tournamentId,
                        "circuit.result-sent",
                        "Evening " + evening + " sent to the circuit's hub: " + status,
                        Map.of("evening", evening, "status", status)));
    }

    private String write(ResultFile file) {
        try {
            return json.writeValueAsString(file);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a result file is always written", e);
        }
    }

    private JsonNode read(String body) {
        try {
            return json.readTree(body);
        } catch (JsonProcessingException e) {
            return json.getNodeFactory().textNode(body);
        }
    }

    private static ProblemException unreachable(CircuitLink link, String why) {
        return new ProblemException(Problem.of(
                        502,
                        "hub-unreachable",
                        "Bad gateway",
                        "The circuit's hub at " + link.hub() + " could not be reached (" + why
                                + "); download the file and upload it, or send it again later.")
                .with(Map.of("hub", link.hub())));
    }
}
