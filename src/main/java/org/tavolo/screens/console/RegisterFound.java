package org.tavolo.screens.console;

import java.util.List;
import java.util.Set;
import org.tavolo.player.PlayerView;

/**
 * The register's players a search found, each marked when already entered, and whether entries are open (only
 * then is "Enter" offered), with the late registration's last level when it is open after the draw.
 */
public record RegisterFound(List<PlayerView> players, Set<Long> entered, boolean open, Integer lateUntil) {

    public boolean isEntered(PlayerView player) {
        return entered.contains(player.id());
    }
}
