package org.tavolo.player;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Locale;

/** Finds players in the register by a part of their name or nickname, as someone types it. */
@ApplicationScoped
public class PlayerSearch {

    /** Players whose name or nickname contains {@code text} (ignoring case), by name; everyone when blank. */
    public List<Player> find(String text, int limit) {
        String typed = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        String pattern = "%" + typed.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        return Player.<Player>find(
                        "lower(name) like ?1 escape '\\' or lower(coalesce(nickname, '')) like ?1 escape '\\'"
                                + " order by lower(name), id",
                        pattern)
                .page(0, limit)
                .list();
    }
}
