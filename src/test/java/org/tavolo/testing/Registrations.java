package org.tavolo.testing;

import io.quarkus.arc.Arc;
import org.tavolo.registration.NewRegistration;
import org.tavolo.registration.Registered;
import org.tavolo.registration.RegistrationService;

/** Registrations made for a test through the registration service itself, as its public form would make them. */
public final class Registrations {

    private Registrations() {}

    /** The registration service of the running application. */
    public static RegistrationService service() {
        return Arc.container().instance(RegistrationService.class).get();
    }

    /** A registration of {@code name} with the contacts given (null for none). */
    public static Registered register(long tournament, String name, String email, String phone, String card) {
        return service()
                .register(
                        tournament,
                        new NewRegistration(name, null, email, phone, card),
                        "test-" + java.util.UUID.randomUUID());
    }
}
