package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tavolo.testing.Evenings.italianTableOfFour;

import com.fasterxml.jackson.databind.JsonNode;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Answers;
import org.tavolo.testing.Hands;
import org.tavolo.testing.Json;

/**
 * docs/security.md#the-matrix: every operation of the OpenAPI document, called by each kind of
 * caller, is let through or refused exactly as the table in docs/security.md says, every refusal
 * with its problem document; an operation the table does not name fails the build.
 */
@QuarkusTest
class RoleMatrixTest {

    private static final Path MATRIX = Path.of("docs/security.md");
    private static final List<String> CALLERS =
            List.of("anonymous", "other tournament", "other table", "director", "organizer");
    private static final Set<String> METHODS = Set.of("get", "put", "post", "delete", "patch");
    private static final Pattern PARAM = Pattern.compile("\\{([^}]+)}");

    /** The expected answer of each caller, per "METHOD /path" of the table. */
    static Map<String, List<String>> matrix() throws IOException {
        String doc = Files.readString(MATRIX);
        String table = doc.substring(doc.indexOf("<!-- matrix:start -->"), doc.indexOf("<!-- matrix:end -->"));
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (String line : table.lines().toList()) {
            List<String> cells = List.of(line.split("\\|")).stream()
                    .map(String::strip)
                    .filter(c -> !c.isEmpty())
                    .toList();
            if (cells.size() == 2 + CALLERS.size() && cells.get(1).startsWith("/")) {
                rows.put(cells.get(0) + " " + cells.get(1), cells.subList(2, cells.size()));
            }
        }
        return rows;
    }

    static Set<String> operations() {
        Map<String, Map<String, Object>> paths = Answers.json(
                        given().auth().none().get("/q/openapi?format=json"), 200)
                .getMap("paths");
        Set<String> ops = new TreeSet<>();
        paths.forEach((path, item) ->
                item.keySet().stream().filter(METHODS::contains).forEach(m -> ops.add(m.toUpperCase() + " " + path)));
        return ops;
    }

    @Test
    void everyOperationOfTheApiHasARowInTheMatrix() throws IOException {
        Set<String> missing = new TreeSet<>(operations());
        missing.removeAll(matrix().keySet());
        assertTrue(missing.isEmpty(), "Operations without a row in docs/security.md: " + missing);
        Set<String> stale = new TreeSet<>(matrix().keySet());
        stale.removeAll(operations());
        assertTrue(stale.isEmpty(), "Rows of docs/security.md naming no operation: " + stale);
    }

    @Test
    void everyCallerGetsWhatTheMatrixSays() throws IOException {
        long t = italianTableOfFour();
        long hand = aHandAtTableOne(t);
        long other = FloorFixtures.tournament("ITALIAN_DRAW");
        Directors director = Directors.issue(t, 1);
        Directors otherTable = Directors.issue(t, 2);
        Directors otherTournament = Directors.issue(other, 1);
        Map<String, Supplier<RequestSpecification>> callers = new LinkedHashMap<>();
        callers.put("anonymous", () -> given().auth().none());
        callers.put("other tournament", otherTournament::basic);
        callers.put("other table", otherTable::basic);
        callers.put("director", director::basic);
        callers.put("organizer", RestAssured::given);
        Map<String, String> values = Map.of("id", "" + t, "table", "1", "number", "1", "hand", "" + hand);

        List<String> wrong = new ArrayList<>();
        for (Map.Entry<String, List<String>> row : matrix().entrySet()) {
            String method = row.getKey().split(" ")[0];
            String path = fill(row.getKey().split(" ")[1], values);
            for (int i = 0; i < CALLERS.size(); i++) {
                String expected = row.getValue().get(i);
                Response answer = call(callers.get(CALLERS.get(i)).get(), method, path);
                int status = answer.statusCode();
                boolean passed = status != 401 && status != 403;
                if (expected.equals("ok") ? !passed : !expected.equals("" + status)) {
                    wrong.add(row.getKey() + " as " + CALLERS.get(i) + ": expected " + expected + ", got " + status);
                } else if (!passed && !isRefusalProblem(answer)) {
                    wrong.add(row.getKey() + " as " + CALLERS.get(i) + ": a " + status
                            + " without its problem document: " + answer.contentType() + " " + answer.asString());
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    /**
     * docs/errors.md#sign-in: a refusal is a problem document, 401 {@code unauthenticated} with the
     * Basic challenge, 403 {@code forbidden}.
     */
    private static boolean isRefusalProblem(Response answer) {
        if (!answer.contentType().startsWith("application/problem+json")) {
            return false;
        }
        JsonNode problem = Json.of(answer);
        if (problem.path("status").asInt() != answer.statusCode()) {
            return false;
        }
        String type = problem.path("type").asText();
        return answer.statusCode() == 401
                ? type.equals("/problems/unauthenticated")
                        && String.valueOf(answer.header("WWW-Authenticate")).startsWith("Basic")
                : type.equals("/problems/forbidden");
    }

    private static Response call(RequestSpecification request, String method, String path) {
        RequestSpecification r = request.redirects().follow(false);
        if (path.endsWith("/events")) {
            // An event stream never ends: a resume point that is not a number is refused (400) right
            // after the access check, so the answer tells whether the caller got through.
            r = r.queryParam("lastEventId", "not-a-number");
        }
        if (!method.equals("GET") && !method.equals("DELETE")) {
            r = r.contentType(ContentType.JSON).body("{}");
        }
        return r.request(method, path);
    }

    private static String fill(String template, Map<String, String> values) {
        Matcher m = PARAM.matcher(template);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(sb, values.getOrDefault(m.group(1), "999999"));
        }
        return m.appendTail(sb).toString();
    }

    /** Everyone antes 1,000 and seat 1 takes the pot uncontested. */
    private static long aHandAtTableOne(long t) {
        return Hands.recorded(t, """
                        {"entryId": "%s", "button": 4, "players": [
                          {"seat": 1, "contributed": 1000, "folded": false},
                          {"seat": 2, "contributed": 1000, "folded": true},
                          {"seat": 3, "contributed": 1000, "folded": true},
                          {"seat": 4, "contributed": 1000, "folded": true}]}""".formatted(UUID.randomUUID()));
    }
}
