package org.tavolo.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;

/**
 * The API's partial change of the settings, a JSON Merge Patch (RFC 7396), read into the service's
 * {@link SettingsChange}: the fields named are replaced, a {@code null} removes an optional one (and is refused for a
 * setting every tournament has), the clock and the points schemes are merged field by field, anything else (lists
 * included) replaces the value whole. The patch is read with the same strict rules as a whole replacement; the result
 * is checked by the service, as the console's form is.
 */
@ApplicationScoped
class SettingsMergePatch {

    static final String MEDIA_TYPE = "application/merge-patch+json";

    private final ObjectMapper json;

    SettingsMergePatch(ObjectMapper json) {
        this.json = json;
    }

    /** The change the patch names; 400 naming the field when a value is not one the setting takes. */
    SettingsChange read(String patchText) throws JsonProcessingException {
        JsonNode patch = json.readTree(patchText == null ? "" : patchText);
        if (patch == null || patch.isMissingNode() || !patch.isObject()) {
            throw ProblemException.badRequest(
                    "malformed-json",
                    "A merge patch of the settings is a JSON object naming the fields to change.",
                    Map.of("field", "body"));
        }
        refuseRemoved(patch, "", SettingsChange.OPTIONAL);
        if (patch.get("clock") instanceof ObjectNode clock) {
            refuseRemoved(clock, "clock.", Set.of());
        }
        Set<String> named = new HashSet<>();
        patch.fieldNames().forEachRemaining(named::add);
        return json.treeToValue(patch, SettingsChange.class).namingOnly(named);
    }

    /** A {@code null} removes a setting: 400 naming it when it is one every tournament has. */
    private static void refuseRemoved(JsonNode patch, String at, Set<String> optional) {
        for (Iterator<Map.Entry<String, JsonNode>> fields = patch.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getValue().isNull() && !optional.contains(field.getKey())) {
                String name = at + field.getKey();
                throw ProblemException.badRequest(
                        "invalid-field",
                        name + ": every tournament has this setting; it cannot be removed.",
                        Map.of("field", name));
            }
        }
    }
}
