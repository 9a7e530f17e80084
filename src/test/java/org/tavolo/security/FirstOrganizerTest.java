package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** docs/security.md#first-organizer-bootstrap: the packaged service refuses to start, and says why. */
class FirstOrganizerTest {

    @Test
    void withoutAnyOrganizerOrBootstrapAccountTheServiceSaysWhatToSet() {
        List<String> problems = FirstOrganizer.problems(false, false, true);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("TAVOLO_BOOTSTRAP_ADMIN_USERNAME"));
    }

    @Test
    void withoutASessionKeyTheServiceSaysWhatToSet() {
        List<String> problems = FirstOrganizer.problems(true, false, false);
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("QUARKUS_HTTP_AUTH_SESSION_ENCRYPTION_KEY"));
    }

    @Test
    void anExistingOrganizerAndAKeyAreEnough() {
        assertEquals(List.of(), FirstOrganizer.problems(true, false, true));
        assertEquals(List.of(), FirstOrganizer.problems(false, true, true));
    }
}
