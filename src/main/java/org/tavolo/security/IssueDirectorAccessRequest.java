package org.tavolo.security;

import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Size;

/**
 * An access to issue: for one table, or for the whole tournament when {@code table} is left out.
 *
 * @param label how the audit trail and the list name it ("Table 3", "Marco"); "Table n" by default
 */
public record IssueDirectorAccessRequest(
        @Min(1) Integer table, @Size(max = 100) String label) {}
