package org.tavolo.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.tavolo.common.text.Folding;

/** A name search ignores accents and case: "niccolo" finds "Niccolò", "NICCOLÒ" finds it too. */
@QuarkusTest
class SearchIgnoresAccentsAndCaseTest {

    @Inject
    PlayerSearch search;

    @Test
    void foldingTakesOffAccentsAndCase() {
        assertEquals("niccolo fabbri", Folding.fold("Niccolò Fàbbri"));
        assertTrue(Folding.contains("Ñuño Ìlaria", "nuno il"));
    }

    @Test
    @Transactional
    void theRegisterIsSearchedWithoutAccentsOrCase() {
        String family = "Zèta" + UUID.randomUUID().toString().substring(0, 6);
        Player player = Player.register("Niccolò " + family, null, null, Instant.now());
        player.persist();
        String plain = Folding.fold(family);

        for (String typed : List.of("niccolo " + plain, "NICCOLÒ " + family.toUpperCase(), "Niccolo " + plain)) {
            List<Player> found = search.find(typed, 10);
            assertEquals(List.of(player.id), found.stream().map(p -> p.id).toList(), typed);
        }
    }
}
