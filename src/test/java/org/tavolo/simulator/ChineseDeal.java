package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Api;
import org.tavolo.testing.Json;

/**
 * A Chinese poker match played deal by deal (docs/results.md#deal-by-deal) at a table of two, in a Chinese tournament
 * the night opens when it needs one: the next deal stored, or the last one voided and stored again, by the organizer
 * (who may leave the binding out) or by the table's director through the API (who names the match and the players by
 * entry beside their seats). The cards are those of {@code result/ChineseDealByDealTest}: Anna's flush, kings and
 * fives against Bruno's aces full, eights and fours; the second deal is now and then played with the hands the other
 * way round. The model scores each deal on its own (4–6, then 2–6 or 6–2, and the third records the match: 20–12 to
 * Bruno, or 16 each when the second deal went to Anna) and, after every step, the deals the service lists, their
 * voids and their totals are the model's; the third deal's result is the one the model predicts.
 */
final class ChineseDeal implements Step {

    /** Anna's and Bruno's tokens in deals 1, 2 and 3: each uses his nine tokens once over the match. */
    private static final String[][] TOKENS = {{"0, 1, 4", "2, 3, 0"}, {"0, 1, 2", "4, 1, 0"}, {"2, 3, 3", "1, 2, 3"}};

    /** One Chinese match of the night: the tournament, its two players, the deals stored and voided. */
    static final class Match {
        final long tournament;
        final long anna;
        final long bruno;
        final int annaSeat;
        final int brunoSeat;
        /** The deals stored in force, in order: each one's points, Anna's then Bruno's. */
        final List<long[]> inForce = new ArrayList<>();
        /**
         * Whether each deal in force was stored by the table's director: a director voids only the entries he
         * recorded himself (docs/security.md), the organizer any.
         */
        final List<Boolean> byDirector = new ArrayList<>();
        /** Every deal the service lists, voided ones included, as "deal:voided". */
        final List<String> listed = new ArrayList<>();

        boolean recorded;
        org.tavolo.security.Directors director;

        Match(long tournament, long anna, long bruno, int annaSeat, int brunoSeat) {
            this.tournament = tournament;
            this.anna = anna;
            this.bruno = bruno;
            this.annaSeat = annaSeat;
            this.brunoSeat = brunoSeat;
        }

        String path() {
            return "/api/tournaments/" + tournament + "/tables/1/matches/1/deals";
        }
    }

    private Match m;
    private boolean opened;
    private boolean voiding;
    private boolean swapped;
    private String door;
    private int deal;
    private Api.Answer answer;
    private Api.Answer listed;
    private JsonNode results;

    @Override
    public boolean applicable(Model model) {
        return true;
    }

    @Override
    public void perform(Doors doors, Model model) {
        model.touched = null;
        if (model.chinese == null || model.chinese.recorded) {
            model.chinese = open(doors);
            opened = true;
        }
        m = model.chinese;
        boolean director = doors.random().nextBoolean();
        door = director ? "director" : "organizer";
        voiding = !m.inForce.isEmpty() && doors.random().nextInt(3) == 0;
        if (voiding) {
            deal = m.inForce.size();
            String body =
                    director ? "{\"reason\": \"hands swapped\", \"gameNumber\": 1}" : "{\"reason\": \"hands swapped\"}";
            answer = send(doors, model, director, m.path() + "/" + deal + "/void", body);
        } else {
            deal = m.inForce.size() + 1;
            swapped = deal == 2 && doors.random().nextBoolean();
            answer = send(doors, model, director, m.path() + "/" + deal, body(director));
        }
        listed = doors.organizer("GET", m.path(), null);
        results = doors.read("/api/tournaments/" + m.tournament + "/results");
    }

    private Api.Answer send(Doors doors, Model model, boolean director, String path, String body) {
        return director ? doors.director(director(), "POST", path, body) : doors.organizer("POST", path, body);
    }

    private org.tavolo.security.Directors director() {
        if (m.director == null) {
            m.director = org.tavolo.security.Directors.issue(m.tournament, 1);
        }
        return m.director;
    }

    private static Match open(Doors doors) {
        long id = FloorFixtures.tournament("CHINESE_POKER");
        List<Long> entries = FloorFixtures.entries(id, 2);
        FloorFixtures.draw(id, 7);
        Map<Long, Integer> seatOf = new HashMap<>();
        for (JsonNode table : doors.read("/api/tournaments/" + id + "/tables")) {
            for (JsonNode seat : table.get("seats")) {
                if (seat.hasNonNull("entryId")) {
                    seatOf.put(Json.longAt(seat, "entryId"), (int) Json.longAt(seat, "seat"));
                }
            }
        }
        return new Match(id, entries.get(0), entries.get(1), seatOf.get(entries.get(0)), seatOf.get(entries.get(1)));
    }

    private String body(boolean director) {
        String[] tokens = TOKENS[deal - 1];
        String first = swapped ? bruno(m.anna, tokens[0]) : anna(m.anna, tokens[0]);
        String second = swapped ? anna(m.bruno, tokens[1]) : bruno(m.bruno, tokens[1]);
        String bound = director
                ? "\"gameNumber\": 1, \"expected\": [{\"seat\": %d, \"entry\": %d}, {\"seat\": %d, \"entry\": %d}], "
                        .formatted(m.annaSeat, m.anna, m.brunoSeat, m.bruno)
                : "";
        return "{\"entryId\": \"%s\", %s\"players\": [%s, %s]}".formatted(UUID.randomUUID(), bound, first, second);
    }

    private static String anna(long entry, String tokens) {
        return """
                {"entry": %d, "first": ["Kh","Jh","Th","3h","2h"], "second": ["Kd","Kc","6d","6s","4c"],
                 "third": ["5s","5c","As","Qc","Ts"], "tokens": [%s]}""".formatted(entry, tokens);
    }

    private static String bruno(long entry, String tokens) {
        return """
                {"entry": %d, "first": ["Ad","Ac","Ah","9c","9d"], "second": ["8c","8d","8s","7c","2c"],
                 "third": ["4h","4s","Jd","9h","2d"], "tokens": [%s]}""".formatted(entry, tokens);
    }

    @Override
    public void expect(Model model) {
        if (voiding && door.equals("director") && !m.byDirector.get(m.byDirector.size() - 1)) {
            Night.equal(
                    403, answer.status(), said() + ": the organizer's deal, voided by the director: " + answer.body());
            Night.equal(
                    "/problems/not-own-entry",
                    Json.of(answer.body()).path("type").asText(),
                    said());
        } else if (voiding) {
            Night.equal(200, answer.status(), said() + ": " + answer.body());
            m.inForce.remove(m.inForce.size() - 1);
            m.byDirector.remove(m.byDirector.size() - 1);
            m.listed.set(m.listed.lastIndexOf(deal + ":false"), deal + ":true");
        } else {
            Night.equal(201, answer.status(), said() + ": " + answer.body());
            JsonNode a = Json.of(answer.body());
            if (deal < 3) {
                long[] points = deal == 1 ? new long[] {4, 6} : swapped ? new long[] {6, 2} : new long[] {2, 6};
                List<Long> answered = new ArrayList<>();
                a.get("players").forEach(p -> answered.add(Json.longAt(p, "points")));
                Night.equal(List.of(points[0], points[1]), answered, said() + ": the deal's points");
                m.inForce.add(points);
                m.byDirector.add(door.equals("director"));
            } else {
                boolean annaTookTwo = m.inForce.get(1)[0] == 6;
                List<Long> entries = new ArrayList<>();
                List<Long> vp = new ArrayList<>();
                a.get("places").forEach(p -> {
                    entries.add(Json.longAt(p, "entry"));
                    vp.add(Json.longAt(p, "victoryPoints"));
                });
                Night.equal(annaTookTwo ? List.of(16L, 16L) : List.of(20L, 12L), vp, said() + ": victory points");
                if (!annaTookTwo) {
                    Night.equal(List.of(m.bruno, m.anna), entries, said() + ": the places");
                }
                m.recorded = true;
            }
            m.listed.add(deal + ":false");
        }
        Night.equal(200, listed.status(), "the deals of " + m.tournament + ": " + listed.body());
        JsonNode deals = Json.of(listed.body());
        List<String> seen = new ArrayList<>();
        deals.get("deals")
                .forEach(d ->
                        seen.add(d.path("deal").asInt() + ":" + d.path("voided").asBoolean()));
        Night.equal(m.listed, seen, said() + ": the deals listed");
        if (!m.recorded) {
            long anna = m.inForce.stream().mapToLong(p -> p[0]).sum();
            long bruno = m.inForce.stream().mapToLong(p -> p[1]).sum();
            Night.equal(anna, deals.path("totals").path(String.valueOf(m.anna)).asLong(0), said() + ": Anna's total");
            Night.equal(
                    bruno, deals.path("totals").path(String.valueOf(m.bruno)).asLong(0), said() + ": Bruno's total");
        }
        int active = 0;
        for (JsonNode result : results) {
            if ("ACTIVE".equals(result.path("status").asText())) {
                active++;
            }
        }
        Night.equal(m.recorded ? 1 : 0, active, said() + ": the match's results in force");
    }

    @Override
    public String said() {
        return (opened ? "a Chinese tournament " + m.tournament + " opened; " : "")
                + (voiding ? "void of deal " : "deal ") + deal + (swapped ? " (hands the other way round)" : "")
                + " of Chinese " + m.tournament + " table 1 match 1 by the " + door;
    }
}
