package org.tavolo.director;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/**
 * Whether a form's idempotency key was already recorded as a hand: a resent form then gets the
 * first answer from the hand service, even when the table has changed since (by that very hand).
 */
@ApplicationScoped
class RecordedKeys {

    private final EntityManager em;

    RecordedKeys(EntityManager em) {
        this.em = em;
    }

    @Transactional
    boolean recorded(long tournamentId, String key) {
        return !em.createNativeQuery("select id from hand_entry where tournament_id = ?1 and entry_key = ?2")
                .setParameter(1, tournamentId)
                .setParameter(2, key)
                .getResultList()
                .isEmpty();
    }
}
