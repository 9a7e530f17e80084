package org.tavolo.common.db;

import io.quarkus.narayana.jta.QuarkusTransaction;
import java.util.function.Supplier;

/**
 * A recording run in a transaction of its own that is always rolled back: its answer, or its refusal, with nothing
 * stored. This is how a preview is the record by construction (docs/architecture.md#previews-are-rehearsals): the
 * preview calls the very operation that records, with the same inputs, under the same locks and checks, and
 * answers what that operation answered; a confirmation that would record something else, or be refused, is then
 * the same table having changed in between, which the recording's own compare-and-set checks refuse.
 *
 * <p>The database's notifications (the room's live updates, the audit trail's announcements) are sent on commit,
 * so a rehearsal sends none. It must not run inside a transaction that holds a lock the recording takes: it would
 * wait for itself.
 */
public final class Rehearsal {

    private Rehearsal() {}

    /** What {@code recording} answers, everything it wrote rolled back; its refusal is thrown as it was. */
    public static <T> T of(Supplier<T> recording) {
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                throw new Rehearsed(recording.get());
            });
        } catch (Rehearsed rehearsed) {
            @SuppressWarnings("unchecked")
            T answer = (T) rehearsed.answer;
            return answer;
        }
        throw new IllegalStateException("A rehearsal always ends in its rollback");
    }

    /** The answer carried out of the transaction by the exception that rolls it back. */
    private static final class Rehearsed extends RuntimeException {

        private final transient Object answer;

        Rehearsed(Object answer) {
            super(null, null, false, false);
            this.answer = answer;
        }
    }
}
