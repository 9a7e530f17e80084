package org.tavolo.screens.account;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;
import org.tavolo.security.Organizers;

@QuarkusTest
class LoginPageTest {

    @Test
    void theSignInPageSpeaksItalianByDefaultAndEnglishOnRequest() {
        given().auth()
                .none()
                .get("/login")
                .then()
                .statusCode(200)
                .header("Content-Language", "it")
                .body(containsString("Nome utente"))
                .body(containsString("Direttore al tavolo"))
                .body(not(containsString("Username")));
        given().auth()
                .none()
                .header("Accept-Language", "en")
                .get("/login")
                .then()
                .statusCode(200)
                .body(containsString("Username"))
                .body(containsString("Table director"));
    }

    @Test
    void aWrongPinKeepsTheCodeTheQrCodeFilledIn() {
        given().auth()
                .none()
                .header("Referer", "http://localhost/login?code=ABCD-EFGH")
                .get("/login?error=true")
                .then()
                .statusCode(200)
                .body(containsString("value=\"ABCD-EFGH\""))
                .body(containsString("role=\"alert\""));
    }

    /** A refused sign-in is said as every refused form is: the error summary at the top, in the page's language. */
    @Test
    void aRefusedSignInSaysWhyInTheErrorSummary() {
        given().auth()
                .none()
                .get("/login?error=true")
                .then()
                .statusCode(200)
                .body(containsString("class=\"error-summary\""))
                .body(containsString("Non sei entrato"))
                .body(containsString("Controlla quello che hai scritto"));
    }

    @Test
    void theOrganizersPagesFollowTheChosenLanguage() {
        Organizers.signedIn()
                .get("/organizer/accounts?lang=it")
                .then()
                .statusCode(200)
                .body(containsString("Organizzatori"))
                .body(containsString("Aggiungi un organizzatore"))
                .body(not(containsString("Add an organizer")));
        Organizers.signedIn()
                .get("/organizer/accounts?lang=en")
                .then()
                .statusCode(200)
                .body(containsString("Add an organizer"))
                .body(not(containsString("Aggiungi un organizzatore")));
    }
}
