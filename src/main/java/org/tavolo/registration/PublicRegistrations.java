package org.tavolo.registration;

import java.util.List;

/** What anyone sees of a tournament's registrations: the counts and the names (or nicknames), never a contact. */
public record PublicRegistrations(boolean open, RegistrationCounts counts, List<Name> names) {

    /** One registration as the public sees it: the nickname when there is one, else the name. */
    public record Name(String shown, RegistrationStatus status, Integer waitingPosition) {}
}
