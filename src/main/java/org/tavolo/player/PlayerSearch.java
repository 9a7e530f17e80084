package org.tavolo.player;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.tavolo.common.text.Folding;

/** Finds players in the register by a part of their name or nickname, as someone types it. */
@ApplicationScoped
public class PlayerSearch {

    /**
     * Players whose name or nickname contains {@code text}, ignoring case and accents ({@code niccolo}
     * finds {@code Niccolò}), by name; everyone when blank.
     */
    public List<Player> find(String text, int limit) {
        String typed = Folding.fold(text == null ? "" : text.strip());
        String pattern = "%" + typed.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        return Player.<Player>find(
                        "translate(lower(name), ?2, ?3) like ?1 escape '\\'"
                                + " or translate(lower(coalesce(nickname, '')), ?2, ?3) like ?1 escape '\\'"
                                + " order by lower(name), id",
                        pattern,
                        Folding.ACCENTED,
                        Folding.PLAIN)
                .page(0, limit)
                .list();
    }
}
