package org.tavolo.tournament;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Validator;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import org.tavolo.common.error.ProblemException;

/**
 * A partial change of the settings as a JSON Merge Patch (RFC 7396): the fields named are
 * replaced, a {@code null} removes an optional one, an object is merged field by field, anything
 * else (lists included) replaces the value whole. The result is read with the same strict rules
 * and validated as a whole replacement would be.
 */
@ApplicationScoped
class SettingsMergePatch {

    static final String MEDIA_TYPE = "application/merge-patch+json";

    private final ObjectMapper json;
    private final Validator validator;

    SettingsMergePatch(ObjectMapper json, Validator validator) {
        this.json = json;
        this.validator = validator;
    }

    /** The settings after the patch; 400 naming the field when the result is not valid settings. */
    TournamentSettings apply(TournamentSettings current, String patchText) throws JsonProcessingException {
        JsonNode patch = json.readTree(patchText == null ? "" : patchText);
        if (patch == null || patch.isMissingNode() || !patch.isObject()) {
            throw ProblemException.badRequest(
                    "malformed-json",
                    "A merge patch of the settings is a JSON object naming the fields to change.",
                    Map.of("field", "body"));
        }
        JsonNode merged = merge(json.valueToTree(current), patch);
        TournamentSettings settings = json.treeToValue(merged, TournamentSettings.class);
        Set<ConstraintViolation<TournamentSettings>> violations = validator.validate(settings);
        if (!violations.isEmpty()) {
            throw new ConstraintViolationException(violations);
        }
        return settings;
    }

    /** RFC 7396, section 2. */
    static JsonNode merge(JsonNode target, JsonNode patch) {
        if (!patch.isObject()) {
            return patch;
        }
        ObjectNode result = target != null && target.isObject()
                ? ((ObjectNode) target).deepCopy()
                : ((ObjectNode) patch).objectNode();
        for (Iterator<Map.Entry<String, JsonNode>> fields = patch.fields(); fields.hasNext(); ) {
            Map.Entry<String, JsonNode> field = fields.next();
            if (field.getValue().isNull()) {
                result.remove(field.getKey());
            } else {
                result.set(field.getKey(), merge(result.get(field.getKey()), field.getValue()));
            }
        }
        return result;
    }
}
