package org.tavolo.browser;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;

import com.microsoft.playwright.Page;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SystemBrowserIT extends BrowserTest {

    @Test
    void theSystemChromiumOpensThePagesOfTheTestServer() {
        Page page = open("/", PHONE, "it-IT");
        assertThat(page.title(), containsString("Tavolo"));
    }
}
