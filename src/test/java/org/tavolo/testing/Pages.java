package org.tavolo.testing;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Pages read as their HTML, and the parts of them tests look at. */
public final class Pages {

    private Pages() {}

    /** The page at {@code path} in {@code language} ({@code ?lang=}), as the test organizer reads it; it must answer 200. */
    public static String read(String path, String language) {
        return Answers.text(given().queryParam("lang", language).get(path), 200);
    }

    /** The cells of the table row of {@code entry} ({@code <tr … data-entry="…">}); the test fails if there is none. */
    public static String row(String html, long entry) {
        Matcher m = Pattern.compile("<tr[^>]*data-entry=\"" + entry + "\"[^>]*>(.*?)</tr>", Pattern.DOTALL)
                .matcher(html);
        assertTrue(m.find(), "a row for entry " + entry + " in " + html);
        return m.group(1);
    }
}
