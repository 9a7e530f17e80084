package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateGlobal;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * When a director's page was rendered, written into the page ({@code <body data-rendered>}) so that a copy
 * kept on the phone and shown without a connection says how old it is and counts the clock from there
 * (docs/director-page.md#offline).
 */
@TemplateGlobal
public final class RenderedAt {

    private RenderedAt() {}

    /** The instant of rendering, in ISO-8601 ({@code 2026-11-26T21:34:05Z}). */
    static String deskRenderedAt() {
        return Instant.now().truncatedTo(ChronoUnit.SECONDS).toString();
    }
}
