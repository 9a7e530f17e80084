package org.tavolo.security;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** docs/security.md#public-address: the packaged service starts only with an http(s) public address. */
class PublicAddressSettingTest {

    @Test
    void aMissingPublicAddressStopsTheStartSayingWhatToSet() {
        assertTrue(PublicAddress.problem(Optional.empty()).orElseThrow().contains("TAVOLO_PUBLIC_URL"));
    }

    @Test
    void onlyAnHttpOrHttpsAddressWithoutQueryWillDo() {
        assertTrue(
                PublicAddress.problem(Optional.of("ftp://tavolo.example.org")).isPresent());
        assertTrue(PublicAddress.problem(Optional.of("tavolo.example.org")).isPresent());
        assertTrue(PublicAddress.problem(Optional.of("https://tavolo.example.org/?next=x"))
                .isPresent());
        assertEquals(Optional.empty(), PublicAddress.problem(Optional.of("https://tavolo.example.org")));
        assertEquals(Optional.empty(), PublicAddress.problem(Optional.of("http://192.168.1.20:8080/tavolo/")));
    }
}
