package org.tavolo.player;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A new member of the club's player register. */
@Schema(description = "A player for the club register", example = """
        {"name": "Mario Rossi", "nickname": "Il Conte", "contact": "mario.rossi@example.org"}""")
public record RegisterPlayerRequest(
        @NotBlank @Size(max = Player.MAX_NAME) String name,
        @Size(max = Player.MAX_NICKNAME) String nickname,
        @Size(max = Player.MAX_CONTACT) String contact) {}
