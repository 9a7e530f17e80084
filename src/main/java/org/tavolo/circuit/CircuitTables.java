package org.tavolo.circuit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.poker.circuit.CircuitEvening;
import org.tavolo.poker.circuit.CircuitLine;
import org.tavolo.poker.circuit.CircuitRules;
import org.tavolo.poker.circuit.CircuitStandings;
import org.tavolo.poker.circuit.Finish;
import org.tavolo.poker.circuit.TableFinish;

/**
 * The circuit's published standings and ratings (docs/circuit.md#standings): recomputed from the whole history of
 * approved versions, the latest approved of each evening, on every approval and merge of cards, with the core's
 * {@link CircuitStandings}; kept on the circuit, so that reads, which the public pages make often, only read.
 */
@ApplicationScoped
public class CircuitTables {

    private final ObjectMapper json;

    CircuitTables(ObjectMapper json) {
        this.json = json;
    }

    /** Recomputes and keeps the circuit's standings, in the caller's transaction. */
    @Transactional(Transactional.TxType.MANDATORY)
    void publish(long circuitId) {
        Circuit circuit = Circuit.require(circuitId);
        List<CircuitLine> lines = CircuitStandings.of(
                evenings(circuitId), new CircuitRules(circuit.bestEvenings(), circuit.qualifiers()));
        Map<String, CircuitCard> cards = new HashMap<>();
        CircuitCard.of(circuitId).forEach(c -> cards.put(c.card(), c));
        List<StandingsView.Line> view = lines.stream()
                .map(l -> StandingsView.Line.of(l, cards.get(l.card())))
                .toList();
        try {
            circuit.publish(json.writeValueAsString(view));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("standings are always written", e);
        }
    }

    /** The standings as the last approval left them. */
    @Transactional
    public StandingsView standings(long circuitId) {
        Circuit circuit = Circuit.require(circuitId);
        return new StandingsView(CircuitView.of(circuit), lines(circuit));
    }

    /** The ratings, best ordinal (μ − 3σ) first. */
    @Transactional
    public List<StandingsView.RatedPlayer> ratings(long circuitId) {
        return lines(Circuit.require(circuitId)).stream()
                .map(l -> new StandingsView.RatedPlayer(l.card(), l.name(), l.rating()))
                .sorted(Comparator.comparing(
                                (StandingsView.RatedPlayer r) -> -r.rating().ordinal())
                        .thenComparing(StandingsView.RatedPlayer::card))
                .toList();
    }

    private List<StandingsView.Line> lines(Circuit circuit) {
        if (circuit.standings() == null) {
            return List.of();
        }
        try {
            return List.of(json.readValue(circuit.standings(), StandingsView.Line[].class));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("kept standings are always read back", e);
        }
    }

    /** Each evening's latest approved version, its players named by the card they hold now (after merges). */
    static List<CircuitEvening> evenings(long circuitId) {
        Map<String, String> merged = new HashMap<>();
        CircuitCard.of(circuitId).stream()
                .filter(c -> c.mergedInto() != null)
                .forEach(c -> merged.put(c.card(), c.mergedInto()));
        Map<Long, Submission> latest = new LinkedHashMap<>();
        Submission.approvedIn(circuitId).forEach(s -> latest.put(s.eveningId(), s));
        Map<Long, RegisteredEvening> registered = new HashMap<>();
        RegisteredEvening.of(circuitId).forEach(e -> registered.put(e.id, e));
        List<CircuitEvening> evenings = new ArrayList<>();
        for (Submission s : latest.values()) {
            ResultFile file = CanonicalJson.read(s.document());
            List<TableFinish> tables = new ArrayList<>();
            for (ResultFile.Game g : file.games()) {
                for (ResultFile.Table t : g.tables()) {
                    tables.add(new TableFinish(g.game(), t.table(), finishes(t.finishes(), merged)));
                }
            }
            evenings.add(new CircuitEvening(
                    s.eveningId(), registered.get(s.eveningId()).date(), finishes(file.places(), merged), tables));
        }
        return evenings;
    }

    private static List<Finish> finishes(List<ResultFile.Line> lines, Map<String, String> merged) {
        return lines.stream()
                .map(l -> new Finish(current(l.card(), merged), l.place()))
                .toList();
    }

    private static String current(String card, Map<String, String> merged) {
        String now = card;
        while (merged.containsKey(now)) {
            now = merged.get(now);
        }
        return now;
    }

    Map<Long, String> clubNames(long circuitId) {
        Map<Long, String> names = new HashMap<>();
        CircuitClub.of(circuitId).forEach(c -> names.put(c.id, c.name()));
        return names;
    }
}
