package org.tavolo.screens.console;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalToIgnoringCase;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.microsoft.playwright.APIResponse;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;

/** Every text answer (page, refused form, style sheet, script, CSV) says it is UTF-8, so nothing reads "Ã¨" for "è". */
@QuarkusTest
class TextAnswersDeclareUtf8BrowserIT extends ConsoleBrowserTest {

    private static void declaresUtf8(APIResponse answer, String what) {
        declaresUtf8(answer.headers().get("content-type"), what);
    }

    private static void declaresUtf8(String type, String what) {
        assertThat(what, type, startsWith("text/"));
        assertThat(what + ": " + type, type.replace(" ", ""), containsString(";charset="));
        assertThat(what, type.substring(type.indexOf("charset=") + 8), equalToIgnoringCase("UTF-8"));
    }

    @Test
    void everyTextAnswerDeclaresUtf8() {
        long t = FloorFixtures.tournament("ITALIAN_DRAW");
        FloorFixtures.entries(t, 3);
        Page page = signedIn("/console/tournaments/" + t, LAPTOP, "it-IT");
        String root = base.toString().replaceAll("/$", "");
        List<String> paths = List.of(
                "/",
                "/login",
                "/console/tournaments",
                "/console/tournaments/" + t,
                "/console/tournaments/" + t + "/entries",
                "/console/tournaments/" + t + "/settings",
                "/console/tournaments/" + t + "/standings/csv",
                "/console/tournaments/" + t + "/standings/csv?dialect=it",
                "/console/tournaments/" + t + "/entries/players.csv",
                "/console/players",
                "/tournaments/" + t,
                "/css/console.css",
                "/css/tavolo.css");
        for (String path : paths) {
            declaresUtf8(page.request().get(root + path), path);
        }
        page.navigate(root + "/console/tournaments/" + t + "/settings");
        page.getByLabel("Stack iniziale").fill("tanti");
        Response refused = page.waitForResponse(
                answer ->
                        answer.request().method().equals("POST") && answer.url().endsWith("/settings"),
                () -> press(page, "Salva le impostazioni"));
        assertEquals(400, refused.status());
        declaresUtf8(refused.headers().get("content-type"), "a refused settings form");
    }
}
