package org.tavolo.screens.console;

import static io.restassured.RestAssured.given;
import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.zxing.BarcodeFormat;
import com.google.zxing.WriterException;
import com.google.zxing.common.BitMatrix;
import com.google.zxing.qrcode.QRCodeWriter;
import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.FilePayload;
import io.quarkus.test.junit.QuarkusTest;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.tavolo.registration.Registered;
import org.tavolo.registration.RegistrationStatus;
import org.tavolo.registration.RegistrationView;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Registrations;
import org.tavolo.testing.TestClock;

/**
 * The evening before the evening, on a 390 px phone (docs/registration.md): a player registers from the form and
 * lands on the waiting list at n° 2; a registered player cancels from their own page and the first waiting is
 * promoted at once, which their page shows without a reload, as the second's page shows its move to n° 1; a second
 * cancellation promotes the player; the day before (the service's clock moved) the page asks «Confermi che ci
 * sarai?» and one tap confirms; at the door the organizer's phone reads the QR code from a picture given to the
 * camera input and checks the player in; the draw seats who came, and the registered player who did not come is a
 * no-show, not seated.
 */
@QuarkusTest
class RegistrationToTheDrawBrowserIT extends ConsoleBrowserTest {

    private final List<BrowserContext> phones = new ArrayList<>();

    @AfterEach
    void phonesClosedAndClockBack() {
        phones.forEach(BrowserContext::close);
        TestClock.reset();
    }

    /** A player's own phone, a window of its own beside the organizer's. */
    private Page phone(String path) {
        return window(path, PHONE);
    }

    /** A window of that size of its own. */
    private Page window(String path, int[] size) {
        BrowserContext context = browser()
                .newContext(new Browser.NewContextOptions()
                        .setViewportSize(size[0], size[1])
                        .setLocale("it-IT")
                        .setExtraHTTPHeaders(Map.of("Accept-Language", "it")));
        phones.add(context);
        Page page = context.newPage();
        page.navigate(path.startsWith("http") ? path : base.toString().replaceAll("/$", "") + path);
        return page;
    }

    private static Registered register(long t, String name) {
        return Registrations.register(
                t, name, null, "333 %07d".formatted(Math.abs(name.hashCode()) % 10_000_000), null);
    }

    @Test
    void aPlayerRegistersWaitsIsPromotedLiveConfirmsChecksInByQrAndIsSeatedWhileTheAbsentIsANoShow() {
        String unique = UUID.randomUUID().toString().substring(0, 6);
        long t = FloorFixtures.tournament("TEXAS_HOLDEM");
        Instant now = Instant.now();
        FloorFixtures.patchSettings(t, """
                {"capacity": 6, "checkIn": true, "confirmationFrom": "%s", "confirmationDeadline": "%s"}""".formatted(now.plus(Duration.ofDays(1)), now.plus(Duration.ofDays(2))));
        Registered anna = register(t, "Anna " + unique);
        Registered bruno = register(t, "Bruno " + unique);
        String absent = "Carla " + unique;
        register(t, absent);
        for (int i = 1; i <= 3; i++) { // a Hold'em table takes five players at least: three come early
            Registrations.service()
                    .checkIn(t, register(t, "Presto " + i + " " + unique).id());
        }
        String first = "Dario " + unique;
        Registered dario = register(t, first);

        String name = "Elena " + unique;
        Page player = phone("/tournaments/" + t + "/register");
        player.locator("#r-name").fill(name);
        player.locator("#r-phone").fill("347 555 0101");
        TestClock.advance(Duration.ofSeconds(5)); // a person takes a moment to fill the form in
        player.locator("form.register-form button[type=submit]").click();
        player.locator("#status").waitFor();
        assertThat(player.textContent("#waiting-position"), containsString("n° 2"));
        screenshot(player, "registration-waiting-390");
        if (screenshotsAsked()) {
            screenshot(window("/tournaments/" + t + "/register", LAPTOP), "registration-form-1280");
            screenshot(window(player.url(), LAPTOP), "registration-waiting-1280");
        }
        assertEquals(PHONE[0], player.evaluate("document.documentElement.scrollWidth"), "no sideways scroll at 390 px");

        Page promoted = phone(dario.pageUrl());
        assertThat(promoted.textContent("#status"), containsString("In lista d'attesa"));
        Page leaving = phone(anna.pageUrl());
        leaving.locator("#cancel").click();
        leaving.waitForCondition(() -> leaving.textContent("#status").contains("Iscrizione annullata"));
        promoted.waitForCondition(() -> promoted.textContent("#status").contains("Iscrizione con posto"));
        player.waitForCondition(() -> player.textContent("#waiting-position").contains("n° 1"));

        Page second = phone(bruno.pageUrl());
        second.locator("#cancel").click();
        player.waitForCondition(() -> player.textContent("#status").contains("Iscrizione con posto"));
        assertEquals(0, player.locator("#waiting-position").count(), "no longer waiting");

        TestClock.advance(Duration.ofDays(1).plusMinutes(1)); // the day before the evening
        player.reload();
        assertThat(player.textContent("form.confirm"), containsString("Confermi che ci sarai?"));
        screenshot(player, "registration-confirm-390");
        player.locator("#confirm").click();
        player.waitForCondition(() -> player.textContent("#status").contains("Presenza confermata"));
        String address = player.url();

        Page door = signedIn("/console/tournaments/" + t + "/check-in", PHONE, "it-IT");
        assertEquals("6", door.textContent("#count-registered").strip().split(" ")[0], "six holding a place");
        door.locator("#c-photo").setInputFiles(new FilePayload("qr.png", "image/png", qrPicture(address)));
        door.locator("#done").waitFor();
        assertThat(door.textContent("#done"), containsString(name));
        assertEquals("4", door.textContent("#count-present").strip());
        door.locator("#c-q").fill(first);
        door.locator("form[role=search] button").click();
        door.getByLabel("Segna la presenza di " + first).click();
        door.locator("#done").waitFor();
        assertEquals("5", door.textContent("#count-present").strip());
        screenshot(door, "registration-door-390");
        assertEquals(PHONE[0], door.evaluate("document.documentElement.scrollWidth"), "the door fits the phone");

        if (screenshotsAsked()) {
            screenshot(window("/tournaments/" + t + "/register", PHONE), "registration-form-390");
        }
        door.navigate(base.toString().replaceAll("/$", "") + "/console/tournaments/" + t + "/floor/draw?seed=7");
        assertThat(door.textContent("#draw-outlook"), containsString("assegnerà 5 posti"));
        assertThat(door.textContent("#draw-outlook"), containsString(absent));
        screenshot(door, "registration-draw-390");
        String drawn = FloorFixtures.draw(t, 7L).prettify(); // the draw the confirmation above asks for
        assertThat("the draw's answer names the no-show", drawn, containsString(absent));
        List<String> seated =
                given().get("/api/tournaments/{id}/entries", t).jsonPath().getList("playerName");
        assertTrue(seated.contains(name) && seated.contains(first), "who came is seated: " + seated);
        assertFalse(seated.contains(absent), "who did not come is not: " + seated);
        for (RegistrationView r : Registrations.service().list(t)) {
            if (r.name().equals(absent)) {
                assertEquals(RegistrationStatus.NO_SHOW, r.status(), "the absent is a no-show");
            }
        }
        player.reload();
        assertTrue(player.locator("a[href*='/players/']").count() > 0, "the player's page of the evening");
        if (screenshotsAsked()) {
            screenshot(signedIn("/console/tournaments/" + t + "/check-in", LAPTOP, "it-IT"), "registration-door-1280");
        }
    }

    /** A picture of the QR code of {@code text}, as a phone's camera would give it: 8 pixels a module, a quiet zone. */
    private static byte[] qrPicture(String text) {
        try {
            BitMatrix matrix = new QRCodeWriter().encode(text, BarcodeFormat.QR_CODE, 0, 0);
            int scale = 8;
            int quiet = 4 * scale;
            int size = matrix.getWidth() * scale + 2 * quiet;
            BufferedImage image = new BufferedImage(size, size, BufferedImage.TYPE_INT_RGB);
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    int mx = (x - quiet) / scale;
                    int my = (y - quiet) / scale;
                    boolean dark = x >= quiet
                            && y >= quiet
                            && mx < matrix.getWidth()
                            && my < matrix.getHeight()
                            && matrix.get(mx, my);
                    image.setRGB(x, y, dark ? 0x000000 : 0xFFFFFF);
                }
            }
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            ImageIO.write(image, "png", png);
            return png.toByteArray();
        } catch (WriterException | IOException e) {
            throw new IllegalStateException("the test's QR picture could not be drawn", e);
        }
    }
}
