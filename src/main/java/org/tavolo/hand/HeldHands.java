package org.tavolo.hand;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.tavolo.hand.stored.HandEntry;
import org.tavolo.hand.stored.HandStatus;
import org.tavolo.ledger.HeldPots;

/** The chips held in the pots of hands waiting for a ruling, as the ledger counts them in play. */
@ApplicationScoped
class HeldHands implements HeldPots {

    @Override
    public long inGame(long tournamentId, int game) {
        return HandEntry.heldInGame(tournamentId, game);
    }

    @Override
    public Map<Integer, Long> byTable(long tournamentId, int game) {
        List<Object[]> rows = HandEntry.getEntityManager()
                .createQuery(
                        "select h.at.table, sum(h.heldChips) from HandEntry h where h.at.tournamentId = ?1"
                                + " and h.at.game = ?2 and h.status = ?3 group by h.at.table",
                        Object[].class)
                .setParameter(1, tournamentId)
                .setParameter(2, game)
                .setParameter(3, HandStatus.PENDING_RULING)
                .getResultList();
        return rows.stream().collect(Collectors.toMap(r -> (Integer) r[0], r -> (Long) r[1]));
    }
}
