package org.tavolo.screens.console;

import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.AriaRole;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.tavolo.browser.BrowserTest;
import org.tavolo.security.TestOrganizer;

/** Browser tests of the console: they sign in through the sign-in form, as an organizer at the desk does. */
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

    /** Signs in as the test organizer and opens {@code path} of the console. */
    Page signedIn(String path, int[] size, String language) {
        Page page = open("/login", size, language);
        page.locator("input[name=j_username]").first().fill(TestOrganizer.USERNAME);
        page.locator("input[name=j_password]").first().fill(TestOrganizer.PASSWORD);
        page.locator("form[action='/j_security_check'] button[type=submit]")
                .first()
                .click();
        page.waitForLoadState();
        page.navigate(base.toString().replaceAll("/$", "") + path);
        return page;
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
