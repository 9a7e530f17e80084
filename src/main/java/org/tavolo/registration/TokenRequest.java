package org.tavolo.registration;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A private page's token, as the door reads it from the player's QR code. */
@Schema(description = "Check in by the token of the player's page", example = """
        {"token": "q3D9wQ6tQ0b1Rk3c8mY2pA7sV5xN4zL1hJ0gF6eD2cB"}""")
public record TokenRequest(@NotBlank @Size(max = 100) String token) {}
