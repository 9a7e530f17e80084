package org.tavolo.screens.desk;

import io.quarkus.qute.TemplateExtension;
import java.util.UUID;
import org.tavolo.screens.desk.DirectorViews.DeskScreen;
import org.tavolo.screens.desk.DirectorViews.SeatLine;

/**
 * What the table page's templates read from a desk beyond its parts: the refusal's words and the field they name,
 * and the penalty and count forms as they are shown (as typed when open, else fresh).
 */
@TemplateExtension
final class DeskExtensions {

    private DeskExtensions() {}

    static String error(DeskScreen desk) {
        return desk.refusal().error();
    }

    static boolean errorAt(DeskScreen desk, String name) {
        return desk.refusal().at(name);
    }

    /** The penalty form: as typed when it is open, else fresh. */
    static PenaltyTyped penalty(DeskScreen desk) {
        return desk.open().penalty() != null ? desk.open().penalty() : PenaltyTyped.fresh();
    }

    /** The count form: as typed when it is open, else every stack as recorded, under a fresh key. */
    static CountPreview count(DeskScreen desk) {
        return desk.open().count() != null
                ? desk.open().count()
                : new CountPreview(
                        desk.screen().seats().stream().map(SeatLine::asRecorded).toList(),
                        "",
                        true,
                        UUID.randomUUID().toString());
    }
}
