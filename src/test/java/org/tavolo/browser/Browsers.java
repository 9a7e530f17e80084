package org.tavolo.browser;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserType;
import com.microsoft.playwright.Playwright;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Finds the system's Chromium and launches it headless through Playwright. Playwright never
 * downloads a browser here: the tests use the one the machine has, or the one named by {@code
 * TAVOLO_CHROMIUM}. Debian's headless shell ({@code apt-get install -y chromium-headless-shell}) comes
 * first: the same Chromium without the browser's windows, it opens a window in a third of the time
 * and spends a third of the CPU (docs/performance.md#headless-shell); the whole browser ({@code
 * apt-get install -y chromium}) is taken where the shell is not installed.
 */
public final class Browsers {

    /** Where Debian, Ubuntu and Google put the browser, its headless shell first. */
    private static final List<String> KNOWN = List.of(
            "/usr/bin/chromium-headless-shell",
            "/usr/bin/chromium",
            "/usr/bin/chromium-browser",
            "/usr/bin/google-chrome",
            "/usr/bin/google-chrome-stable");

    /** Flags for a container without a display, a GPU or a user namespace for the sandbox. */
    public static final List<String> ARGS = List.of(
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run");

    static final String HOW_TO_INSTALL =
            "No Chromium found (looked at TAVOLO_CHROMIUM and " + KNOWN + "). Install one with "
                    + "`apt-get install -y chromium-headless-shell` (or chromium), or point TAVOLO_CHROMIUM at a Chrome or "
                    + "Chromium binary.";

    private Browsers() {}

    /** The browser binary to drive, if the machine has one. */
    public static Optional<Path> executable() {
        String named = System.getenv("TAVOLO_CHROMIUM");
        return Stream.concat(Stream.ofNullable(named), KNOWN.stream())
                .map(Path::of)
                .filter(Files::isExecutable)
                .findFirst();
    }

    /** Whether a missing browser must fail the build rather than skip the browser tests. */
    static boolean onCi() {
        return "true".equalsIgnoreCase(System.getenv("CI"));
    }

    public static Playwright playwright() {
        return Playwright.create(
                new Playwright.CreateOptions().setEnv(Map.of("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")));
    }

    private static Playwright sharedPlaywright;
    private static Browser sharedBrowser;

    /**
     * The one Chromium of this test JVM, launched on first use and closed when the JVM ends: every
     * browser test opens its own context (cookies, storage, size, language) in it, so a test class
     * costs a context, not a browser start.
     */
    public static synchronized Browser shared(Path executable) {
        if (sharedBrowser == null || !sharedBrowser.isConnected()) {
            sharedPlaywright = playwright();
            sharedBrowser = launch(sharedPlaywright, executable);
            Runtime.getRuntime().addShutdownHook(new Thread(Browsers::closeShared));
        }
        return sharedBrowser;
    }

    private static synchronized void closeShared() {
        if (sharedBrowser != null) {
            sharedBrowser.close();
            sharedBrowser = null;
        }
        if (sharedPlaywright != null) {
            sharedPlaywright.close();
            sharedPlaywright = null;
        }
    }

    static Browser launch(Playwright playwright, Path executable) {
        return playwright
                .chromium()
                .launch(new BrowserType.LaunchOptions()
                        .setExecutablePath(executable)
                        .setHeadless(true)
                        .setArgs(ARGS));
    }
}
