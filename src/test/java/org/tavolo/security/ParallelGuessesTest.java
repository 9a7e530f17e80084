package org.tavolo.security;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tavolo.table.FloorFixtures;
import org.tavolo.testing.Race;

/**
 * docs/security.md#sessions: guesses sent at once count exactly as guesses sent one after the
 * other: five wrong PINs lock an access, and no more passwords are checked than the slow-down lets
 * through.
 */
@QuarkusTest
class ParallelGuessesTest {

    private static final int ROUNDS = 3;

    @Inject
    Passwords passwords;

    private static Response formSignIn(String username, String password) {
        return given().auth()
                .none()
                .redirects()
                .follow(false)
                .contentType(ContentType.URLENC)
                .formParam("j_username", username)
                .formParam("j_password", password)
                .post("/j_security_check");
    }

    private static DirectorAccess stored(String code) {
        return QuarkusTransaction.requiringNew()
                .call(() -> DirectorAccess.byCode(code).orElseThrow());
    }

    @Test
    void wrongPinsSentAtOnceLockTheAccessAsWrongPinsSentInTurn() {
        for (int round = 0; round < ROUNDS; round++) {
            long t = FloorFixtures.tournament("ITALIAN_DRAW");
            Directors d = Directors.issue(t, 1);
            String wrong = d.pin().equals("000000") ? "111111" : "000000";
            int guesses = round == 0 ? 8 : 16;

            List<Race.Answer> answers = Race.of(guesses, i -> () -> formSignIn(d.code(), wrong));

            assertTrue(
                    answers.stream().allMatch(a -> a.status() == 302),
                    "every guess is answered as a failed sign-in, none as a conflict: " + answers);
            DirectorAccess access = stored(d.code());
            assertEquals(DirectorAccess.MAX_FAILED_PINS, access.failedAttempts(), "round " + round);
            assertTrue(access.locked(), "round " + round);
            assertNull(Directors.signIn(d.code(), d.pin()), "a locked access refuses even the right PIN");
        }
    }

    @Test
    void wrongPasswordsSentAtOnceAreCheckedNoMoreOftenThanInTurn() {
        for (int round = 0; round < ROUNDS; round++) {
            String username = "guessed" + round + "_" + System.nanoTime() % 100000;
            Organizers.add(username, "a-long-enough-password");
            long before = passwords.verifications();

            List<Race.Answer> answers = Race.of(8, i -> () -> formSignIn(username, "wrong-password-" + i));

            assertTrue(answers.stream().allMatch(a -> a.status() == 302), answers.toString());
            assertEquals(
                    5,
                    passwords.verifications() - before,
                    "five free failures are checked (%test.tavolo.security.throttle.free-failures-per-user), "
                            + "the others must wait");
            assertNull(Directors.signIn(username, "a-long-enough-password"), "too soon after five failures");
        }
    }
}
