package org.tavolo.screens.room;

import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The public registration form's guard against scripts (docs/registration.md#safety): the form carries the moment it
 * was drawn, signed with a key of this process, and a form sent back sooner than {@link #MINIMUM} after it (or with a
 * moment not signed here) is refused with words and shown again. Time is the service's clock, which tests move.
 */
@ApplicationScoped
public class FillTime {

    /** The least time a person takes to fill the form in. */
    static final Duration MINIMUM = Duration.ofSeconds(3);

    private final Clock clock;
    private final byte[] key = new byte[32];

    FillTime(Clock clock) {
        this.clock = clock;
        new SecureRandom().nextBytes(key);
    }

    /** The stamp of a form drawn now. */
    String stamp() {
        String millis = Long.toString(clock.millis());
        return millis + "." + signature(millis);
    }

    /** Whether a form with this stamp came back too soon, or with a stamp this service did not sign. */
    boolean tooSoon(String stamp) {
        if (stamp == null || stamp.length() > 100 || stamp.indexOf('.') < 0) {
            return true;
        }
        String millis = stamp.substring(0, stamp.indexOf('.'));
        byte[] sent = stamp.substring(stamp.indexOf('.') + 1).getBytes(StandardCharsets.US_ASCII);
        if (!MessageDigest.isEqual(sent, signature(millis).getBytes(StandardCharsets.US_ASCII))) {
            return true;
        }
        try {
            return clock.millis() - Long.parseLong(millis) < MINIMUM.toMillis();
        } catch (NumberFormatException notAMoment) {
            return true;
        }
    }

    private String signature(String millis) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(millis.getBytes(StandardCharsets.US_ASCII)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every JDK", e);
        }
    }
}
