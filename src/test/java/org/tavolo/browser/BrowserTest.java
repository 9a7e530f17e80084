package org.tavolo.browser;

import static org.junit.jupiter.api.Assertions.fail;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.Playwright;
import io.quarkus.test.common.http.TestHTTPResource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/**
 * Base of the browser tests: a subclass annotated {@code @QuarkusTest} gets a headless Chromium
 * (one per class) and opens pages of the test server with {@link #open}. Without a browser the
 * tests are skipped with a message saying how to install one; with {@code CI=true} they fail.
 *
 * <p>Screenshots go to {@code target/screenshots}, or to the folder named by the system property
 * {@code tavolo.screenshots.dir} ({@code -Dtavolo.screenshots.dir=docs/images} refreshes the
 * documentation's pictures).
 */
public abstract class BrowserTest {

    /** A television across the room. */
    protected static final int[] TV = {1920, 1080};
    /** A player's phone. */
    protected static final int[] PHONE = {390, 844};

    private static Playwright playwright;
    private static Browser browser;

    @TestHTTPResource("/")
    protected URL base;

    private BrowserContext context;

    @BeforeAll
    static void launchBrowser() {
        Optional<Path> executable = Browsers.executable();
        if (executable.isEmpty()) {
            if (Browsers.onCi()) {
                fail(Browsers.HOW_TO_INSTALL);
            }
            Assumptions.abort(Browsers.HOW_TO_INSTALL);
        }
        playwright = Browsers.playwright();
        browser = Browsers.launch(playwright, executable.get());
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) {
            browser.close();
            browser = null;
        }
        if (playwright != null) {
            playwright.close();
            playwright = null;
        }
    }

    @AfterEach
    void closeContext() {
        if (context != null) {
            context.close();
            context = null;
        }
    }

    /** Opens {@code path} of the test server in a fresh window of the given size (see {@link #TV}, {@link #PHONE}). */
    protected Page open(String path, int[] size, String language) {
        closeContext();
        context = browser.newContext(new Browser.NewContextOptions()
                .setViewportSize(size[0], size[1])
                .setLocale(language)
                .setExtraHTTPHeaders(Map.of("Accept-Language", language)));
        Page page = context.newPage();
        page.navigate(base.toString().replaceAll("/$", "") + path);
        return page;
    }

    /**
     * A fresh window of the given size and language, closed after the test; {@code bypassCsp} lets a
     * test add its own script (an accessibility checker) to pages whose policy forbids inline ones.
     */
    protected BrowserContext newContext(int[] size, String language, boolean bypassCsp) {
        closeContext();
        context = browser.newContext(new Browser.NewContextOptions()
                .setViewportSize(size[0], size[1])
                .setLocale(language)
                .setBypassCSP(bypassCsp)
                .setExtraHTTPHeaders(Map.of("Accept-Language", language)));
        return context;
    }

    /** Saves what the page shows as {@code name}.png. */
    protected static void screenshot(Page page, String name) {
        try {
            Path dir = Path.of(System.getProperty("tavolo.screenshots.dir", "target/screenshots"));
            Path file = dir.resolve(name + ".png");
            Files.createDirectories(file.getParent());
            page.screenshot(new Page.ScreenshotOptions().setPath(file));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
