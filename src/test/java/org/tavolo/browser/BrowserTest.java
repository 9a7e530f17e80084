package org.tavolo.browser;

import static org.junit.jupiter.api.Assertions.fail;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import io.quarkus.test.common.http.TestHTTPResource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;

/**
 * Base of the browser tests: a subclass annotated {@code @QuarkusTest} opens pages of the test
 * server with {@link #open}, each test in a fresh context of the one headless Chromium the test JVM
 * shares ({@link Browsers#shared}). Without a browser the tests are skipped with a message saying
 * how to install one; with {@code CI=true} they fail.
 *
 * <p>Screenshots are taken only when asked: {@code -Dtavolo.screenshots=true} writes them to
 * {@code target/screenshots}, {@code -Dtavolo.screenshots.dir=docs/images} to that folder (which
 * refreshes the documentation's pictures).
 */
public abstract class BrowserTest {

    /** A television across the room. */
    protected static final int[] TV = {1920, 1080};
    /** A player's phone. */
    protected static final int[] PHONE = {390, 844};

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
        browser = Browsers.shared(executable.get());
    }

    /** The JVM's shared Chromium, for a test that makes its own windows (on the test's thread only). */
    protected static Browser browser() {
        return browser;
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

    /** Whether this run takes screenshots: {@code -Dtavolo.screenshots=true} or a folder named for them. */
    protected static boolean screenshotsAsked() {
        return Boolean.getBoolean("tavolo.screenshots") || System.getProperty("tavolo.screenshots.dir") != null;
    }

    /** Saves what the page shows as {@code name}.png, when this run takes screenshots. */
    protected static void screenshot(Page page, String name) {
        if (!screenshotsAsked()) {
            return;
        }
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
