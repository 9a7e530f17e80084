package org.tavolo.screens.room;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.qute.i18n.Localized;
import io.quarkus.qute.i18n.MessageBundles;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tavolo.screens.Language;
import org.tavolo.screens.Messages;
import org.tavolo.screens.room.RoomViews.PlayerScreen;

/**
 * The web app manifest of one player's page (docs/room-screens.md#installing): installed on the
 * phone, it opens that player's page, within the tournament's screens, named in the player's
 * language. The director's manifest ({@code /manifest.json}) opens the table page instead.
 */
@ApplicationScoped
public class PlayerManifest {

    /** The type of a web app manifest, UTF-8 as every text this service writes. */
    public static final String TYPE = "application/manifest+json;charset=UTF-8";

    private final ObjectMapper json;

    PlayerManifest(ObjectMapper json) {
        this.json = json;
    }

    public String of(PlayerScreen player, Language lang) {
        Messages words = MessageBundles.get(Messages.class, Localized.Literal.of(lang.tag()));
        String page = "/tournaments/" + player.tournament().id() + "/players/" + player.entry();
        Map<String, Object> manifest = new LinkedHashMap<>();
        manifest.put("id", page);
        manifest.put(
                "name", words.manifest_name(player.name(), player.tournament().name()));
        manifest.put("short_name", player.name());
        manifest.put(
                "description", words.manifest_description(player.tournament().name()));
        manifest.put("lang", lang.tag());
        manifest.put("dir", "ltr");
        manifest.put("start_url", page);
        manifest.put("scope", "/tournaments/" + player.tournament().id() + "/");
        manifest.put("display", "standalone");
        manifest.put("background_color", "#ffffff");
        manifest.put("theme_color", "#0b5d3b");
        manifest.put("icons", List.of(Map.of("src", "/favicon.svg", "sizes", "any", "type", "image/svg+xml")));
        try {
            return json.writeValueAsString(manifest);
        } catch (JsonProcessingException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
