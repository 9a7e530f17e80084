package org.tavolo.security;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;

/** A new API token: a label that says which script uses it. */
public record CreateApiTokenRequest(
        @NotBlank @Size(max = 100) String label) {}
