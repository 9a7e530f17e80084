package org.tavolo.testing;

import io.quarkus.narayana.jta.QuarkusTransaction;
import org.tavolo.player.Player;
import org.tavolo.tournament.Tournament;

/** What the database holds, counted whole: the API's lists show a page of it, full in a whole test run. */
public final class Stored {

    private Stored() {}

    /** Every tournament in the database. */
    public static long tournaments() {
        return QuarkusTransaction.requiringNew().call(() -> Tournament.count());
    }

    /** Every player of the club's register. */
    public static long players() {
        return QuarkusTransaction.requiringNew().call(() -> Player.count());
    }
}
