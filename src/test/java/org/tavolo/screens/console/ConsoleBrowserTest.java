package org.tavolo.screens.console;

import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Response;
import com.microsoft.playwright.options.AriaRole;
import com.microsoft.playwright.options.Cookie;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.browser.BrowserTest;
import org.tavolo.security.Directors;
import org.tavolo.security.TestOrganizer;

/** Browser tests of the console, signed in as the test organizer. */
abstract class ConsoleBrowserTest extends BrowserTest {

    /** How many pages a PDF the browser printed has. */
    static int pdfPages(byte[] pdf) {
        Matcher pages = Pattern.compile("/Type\\s*/Page[^s]").matcher(new String(pdf, StandardCharsets.ISO_8859_1));
        int count = 0;
        while (pages.find()) {
            count++;
        }
        return count;
    }

    /** The organizer's laptop at the desk. */
    static final int[] LAPTOP = {1280, 800};

    /** The test organizer's session, signed in once for every console test of the run. */
    private static String organizerSession;

    /**
     * Opens {@code path} of the console as the test organizer, with the session signed in once for the run through the
     * sign-in form's own address (the tests of signing in use the form itself). A session that has ended meanwhile (the
     * sign-in page, or a 403 for a session that kept its name but lost its role, as when a test moves the service's
     * clock past the session's end) is signed in again.
     */
    Page signedIn(String path, int[] size, String language) {
        String origin = base.toString().replaceAll("/$", "");
        for (int attempt = 0; ; attempt++) {
            if (organizerSession == null) {
                organizerSession = Directors.signIn(TestOrganizer.USERNAME, TestOrganizer.PASSWORD);
            }
            BrowserContext context = newContext(size, language, false);
            context.addCookies(List.of(new Cookie("quarkus-credential", organizerSession).setUrl(origin)));
            Page page = context.newPage();
            Response answer = page.navigate(origin + path);
            // an ended session keeps its name but no role: the page answers 403 rather than the sign-in page
            boolean ended = page.url().contains("/login") || (answer != null && answer.status() == 403);
            if (!ended || attempt > 0) {
                return page;
            }
            organizerSession = null;
        }
    }

    /** Presses the button of that exact name and waits for the page it leads to. */
    static void press(Page page, String name) {
        page.getByRole(
                        AriaRole.BUTTON,
                        new Page.GetByRoleOptions().setName(name).setExact(true))
                .click();
        page.waitForLoadState();
    }
}
