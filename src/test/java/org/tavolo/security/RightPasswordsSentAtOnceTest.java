package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.Race;

/**
 * docs/security.md#sessions: requests sent at once over HTTP Basic with the right password, none of them remembered yet
 * (a new account, or the remembered check just expired), are each let in; the guesses' slow-down counts only wrong
 * passwords, never a right one still being checked.
 */
@QuarkusTest
class RightPasswordsSentAtOnceTest {

    @Test
    void eightRequestsAtOnceWithTheRightPasswordAreEachLetIn() {
        String organizer = Organizers.fresh("atonce");

        List<Race.Answer> answers =
                Race.of(8, i -> () -> Organizers.basic(organizer).get("/api/tournaments"));

        assertTrue(answers.stream().allMatch(a -> a.status() == 200), "each answered 200: " + answers);
    }
}
