package org.tavolo.simulator;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
        String cookie;

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

    /** One line of a deal's preview on the desk: the player's name, this deal's points, the match's so far. */
    private static final Pattern TOTAL =
            Pattern.compile("<li>([^<]+): \\+(\\d+) in questa smazzata, (\\d+) in tutto</li>");

    private static final String[] ROWS = {"first", "second", "third"};

    private Match m;
    private boolean opened;
    private boolean voiding;
    private boolean swapped;
    private String door;
    private int deal;
    private Api.Answer answer;
    private Api.Answer listed;
    private JsonNode results;
    /** The desk's preview of the deal (the page door only): each player's name → this deal's points. */
    private Map<String, Long> previewed;

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
        int how = doors.random().nextInt(3);
        boolean director = how > 0;
        door = how == 0 ? "organizer" : how == 1 ? "director" : "page";
        voiding = !m.inForce.isEmpty() && doors.random().nextInt(3) == 0;
        if (voiding) {
            deal = m.inForce.size();
            String body =
                    director ? "{\"reason\": \"hands swapped\", \"gameNumber\": 1}" : "{\"reason\": \"hands swapped\"}";
            answer = door.equals("page")
                    ? doors.page(cookie(), "POST", desk() + "/void", voidForm())
                    : send(doors, model, director, m.path() + "/" + deal + "/void", body);
        } else {
            deal = m.inForce.size() + 1;
            swapped = deal == 2 && doors.random().nextBoolean();
            if (door.equals("page")) {
                Map<String, List<String>> form = dealForm();
                form.put("action", List.of("preview"));
                Api.Answer preview = doors.page(cookie(), "GET", desk(), form);
                Night.equal(200, preview.status(), said() + ": the preview " + preview.body());
                previewed = previewed(preview.body());
                form.put("action", List.of("confirm"));
                answer = doors.page(cookie(), "POST", desk(), form);
            } else {
                answer = send(doors, model, director, m.path() + "/" + deal, body(director));
            }
        }
        listed = doors.organizer("GET", m.path(), null);
        results = doors.read("/api/tournaments/" + m.tournament + "/results");
    }

    private String desk() {
        return "/director/tournaments/" + m.tournament + "/tables/1/chinese";
    }

    private String cookie() {
        if (m.cookie == null) {
            m.cookie = director().signIn();
        }
        return m.cookie;
    }

    /** What the desk's deal form posts for both players (the grid as typed, the tokens, the seats as seen). */
    private Map<String, List<String>> dealForm() {
        Map<String, List<String>> form = seen();
        form.put("lang", List.of("it"));
        form.put("deal", List.of(String.valueOf(deal)));
        form.put("entryId", List.of(UUID.randomUUID().toString()));
        String[] tokens = TOKENS[deal - 1];
        typed(form, m.annaSeat, swapped ? BRUNO : ANNA, tokens[0]);
        typed(form, m.brunoSeat, swapped ? ANNA : BRUNO, tokens[1]);
        return form;
    }

    private static void typed(Map<String, List<String>> form, int seat, String[] hands, String tokens) {
        String[] token = tokens.split(", ");
        for (int r = 0; r < ROWS.length; r++) {
            form.put("cn-" + seat + "-" + ROWS[r], List.of(hands[r]));
            form.put("tok-" + seat + "-" + ROWS[r], List.of(token[r]));
        }
    }

    /** The void form of the desk: the last deal, a reason, the seats as seen. */
    private Map<String, List<String>> voidForm() {
        Map<String, List<String>> form = seen();
        form.put("deal", List.of(String.valueOf(deal)));
        form.put("reason", List.of("hands swapped"));
        return form;
    }

    /** The game and each seat's player, as the page's hidden fields send them. */
    private Map<String, List<String>> seen() {
        Map<String, List<String>> form = new LinkedHashMap<>();
        form.put("gameNumber", List.of("1"));
        form.put("entry-" + m.annaSeat, List.of(String.valueOf(m.anna)));
        form.put("entry-" + m.brunoSeat, List.of(String.valueOf(m.bruno)));
        return form;
    }

    /** The deal's points as its preview shows them, by the player's name. */
    private Map<String, Long> previewed(String page) {
        Map<String, Long> out = new TreeMap<>();
        int from = page.indexOf("desk-totals");
        if (from < 0) {
            throw new AssertionError(said() + ": the preview shows no totals: " + page);
        }
        Matcher line = TOTAL.matcher(page.substring(from));
        while (line.find()) {
            out.put(unescaped(line.group(1)), Long.parseLong(line.group(2)));
        }
        return out;
    }

    private static String unescaped(String html) {
        return html.replace("&#39;", "'").replace("&quot;", "\"").replace("&amp;", "&");
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

    /** Anna's three hands as typed on the desk, first to third; the API's are the same cards. */
    private static final String[] ANNA = {"Kh Jh Th 3h 2h", "Kd Kc 6d 6s 4c", "5s 5c As Qc Ts"};

    private static final String[] BRUNO = {"Ad Ac Ah 9c 9d", "8c 8d 8s 7c 2c", "4h 4s Jd 9h 2d"};

    private static String anna(long entry, String tokens) {
        return hands(entry, ANNA, tokens);
    }

    private static String bruno(long entry, String tokens) {
        return hands(entry, BRUNO, tokens);
    }

    private static String hands(long entry, String[] rows, String tokens) {
        List<String> json = new ArrayList<>();
        for (String row : rows) {
            json.add("["
                    + String.join(
                            ",",
                            java.util.Arrays.stream(row.split(" "))
                                    .map(c -> "\"" + c + "\"")
                                    .toList())
                    + "]");
        }
        return "{\"entry\": %d, \"first\": %s, \"second\": %s, \"third\": %s, \"tokens\": [%s]}"
                .formatted(entry, json.get(0), json.get(1), json.get(2), tokens);
    }

    @Override
    public void expect(Model model) {
        boolean page = door.equals("page");
        JsonNode deals = Json.of(listed.body());
        if (voiding && !door.equals("organizer") && !m.byDirector.get(m.byDirector.size() - 1)) {
            if (page) {
                Night.equal(true, answer.body().contains("role=\"alert\""), said() + ": the refusal in words");
            } else {
                Night.equal(
                        403,
                        answer.status(),
                        said() + ": the organizer's deal, voided by the director: " + answer.body());
                Night.equal(
                        "/problems/not-own-entry",
                        Json.of(answer.body()).path("type").asText(),
                        said());
            }
        } else if (voiding) {
            Night.equal(200, answer.status(), said() + ": " + answer.body());
            m.inForce.remove(m.inForce.size() - 1);
            m.byDirector.remove(m.byDirector.size() - 1);
            m.listed.set(m.listed.lastIndexOf(deal + ":false"), deal + ":true");
        } else {
            Night.equal(page ? 303 : 201, answer.status(), said() + ": " + answer.body());
            if (deal < 3) {
                long[] points = deal == 1 ? new long[] {4, 6} : swapped ? new long[] {6, 2} : new long[] {2, 6};
                Map<Long, Long> answered = new HashMap<>();
                JsonNode stored = page ? lastStored(deals) : Json.of(answer.body());
                stored.get("players").forEach(p -> answered.put(Json.longAt(p, "entry"), Json.longAt(p, "points")));
                Night.equal(
                        List.of(points[0], points[1]),
                        java.util.Arrays.asList(answered.get(m.anna), answered.get(m.bruno)),
                        said() + ": the deal's points, Anna's then Bruno's");
                m.inForce.add(points);
                m.byDirector.add(!door.equals("organizer"));
            } else {
                boolean annaTookTwo = m.inForce.get(1)[0] == 6;
                List<Long> entries = new ArrayList<>();
                List<Long> vp = new ArrayList<>();
                JsonNode match = page ? inForce(results) : Json.of(answer.body());
                match.get("places").forEach(p -> {
                    entries.add(Json.longAt(p, "entry"));
                    vp.add(Json.longAt(p, "victoryPoints"));
                });
                Night.equal(annaTookTwo ? List.of(16L, 16L) : List.of(20L, 12L), vp, said() + ": victory points");
                if (!annaTookTwo) {
                    Night.equal(List.of(m.bruno, m.anna), entries, said() + ": the places");
                }
                m.recorded = true;
            }
            if (page) {
                Map<String, Long> stored = new TreeMap<>();
                lastStored(deals)
                        .get("players")
                        .forEach(p -> stored.put(p.path("name").asText(), Json.longAt(p, "points")));
                Night.equal(stored, previewed, said() + ": the preview's points against those stored");
            }
            m.listed.add(deal + ":false");
        }
        Night.equal(200, listed.status(), "the deals of " + m.tournament + ": " + listed.body());
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

    /** The deal the service lists last: the one just stored. */
    private static JsonNode lastStored(JsonNode deals) {
        JsonNode all = deals.get("deals");
        return all.get(all.size() - 1);
    }

    private static JsonNode inForce(JsonNode results) {
        for (JsonNode result : results) {
            if ("ACTIVE".equals(result.path("status").asText())) {
                return result;
            }
        }
        throw new AssertionError("no result in force: " + results);
    }

    @Override
    public String said() {
        return (opened ? "a Chinese tournament " + m.tournament + " opened; " : "")
                + (voiding ? "void of deal " : "deal ") + deal + (swapped ? " (hands the other way round)" : "")
                + " of Chinese " + m.tournament + " table 1 match 1 by the " + door;
    }
}
