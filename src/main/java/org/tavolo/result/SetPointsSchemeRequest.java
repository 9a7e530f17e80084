package org.tavolo.result;

import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.math.BigDecimal;
import java.util.List;

/** Points for place 1, 2, … in whole tenths at most, e.g. {@code [10, 6, 3, 1]}. */
public record SetPointsSchemeRequest(
        @NotNull @Size(min = 1, max = 100) List<@NotNull BigDecimal> points) {}
