package org.tavolo.testing;

import static io.restassured.RestAssured.given;

/** A player's own page (docs/room-screens.md#player-page) as anyone reads it, without signing in. */
public final class PlayerPages {

    private PlayerPages() {}

    /** The page of {@code entry} in tournament {@code t}, asked in {@code language}; it must answer 200. */
    public static String of(long t, long entry, String language) {
        return Answers.text(
                given().auth()
                        .none()
                        .header("Accept-Language", language)
                        .get("/tournaments/{id}/players/{entry}", t, entry),
                200);
    }
}
