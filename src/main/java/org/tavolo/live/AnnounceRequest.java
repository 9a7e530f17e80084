package org.tavolo.live;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** An announcement to the room. */
@Schema(description = "What to tell the room", example = """
        {"text": "Tavolo 4 chiude: Rossi al tavolo 2, posto 5"}""")
public record AnnounceRequest(
        @NotBlank @Size(max = Announcement.MAX_LENGTH) String text) {}
