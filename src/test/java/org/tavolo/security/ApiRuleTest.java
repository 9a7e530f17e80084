package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tavolo.security.ApiRule.Access;

/** docs/security.md#how-it-works: who a path is for, and what it is about. */
class ApiRuleTest {

    @Test
    void aPathNoRuleNamesIsForOrganizersOnly() {
        assertEquals(Access.ORGANIZER, ApiRule.of("GET", "/api/something-new").access());
        assertEquals(
                Access.ORGANIZER, ApiRule.of("DELETE", "/api/tournaments/3").access());
    }

    @Test
    void theClockIsPublicToReadAndTheOrganizersToRun() {
        assertEquals(
                Access.PUBLIC, ApiRule.of("GET", "/api/tournaments/3/clock").access());
        assertEquals(
                Access.ORGANIZER,
                ApiRule.of("POST", "/api/tournaments/3/clock/start").access());
    }

    @Test
    void aHandEnteredAtATableNamesItsTournamentAndTable() {
        assertEquals(
                new ApiRule(Access.DIRECTOR, 3L, 7, null), ApiRule.of("POST", "/api/tournaments/3/tables/7/hands"));
        assertEquals(
                new ApiRule(Access.DIRECTOR, 3L, null, 42L), ApiRule.of("POST", "/api/tournaments/3/hands/42/ruling"));
    }

    @Test
    void aPenaltyAndItsVoidAreGivenByTheDirectorOfTheirTable() {
        assertEquals(
                new ApiRule(Access.DIRECTOR, 3L, 7, null), ApiRule.of("POST", "/api/tournaments/3/tables/7/penalties"));
        assertEquals(
                new ApiRule(Access.DIRECTOR, 3L, 7, null),
                ApiRule.of("POST", "/api/tournaments/3/tables/7/penalties/12/void"));
    }

    @Test
    void apiTokensAreTheOrganizersOnly() {
        assertEquals(Access.ORGANIZER, ApiRule.of("GET", "/api/tokens").access());
        assertEquals(Access.ORGANIZER, ApiRule.of("POST", "/api/tokens").access());
        assertEquals(
                Access.ORGANIZER, ApiRule.of("POST", "/api/tokens/5/revoke").access());
    }

    @Test
    void voidingAHandIsTheOrganizers() {
        assertEquals(
                Access.ORGANIZER,
                ApiRule.of("POST", "/api/tournaments/3/hands/42/void").access());
    }

    @Test
    void theCalculatorsArePublicWhateverTheMethod() {
        assertEquals(Access.PUBLIC, ApiRule.of("POST", "/api/evaluations").access());
        assertEquals(
                Access.PUBLIC, ApiRule.of("POST", "/api/chinese-poker/deals").access());
    }
}
