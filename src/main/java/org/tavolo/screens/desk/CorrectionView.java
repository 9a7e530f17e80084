package org.tavolo.screens.desk;

/**
 * The correction form's view («Correggi l'ultima mano»): the table's last hand as it was entered, or as typed again,
 * with the reason, and its preview once asked for. The form posts to {@code …/correction}; the offline scripts take
 * the new hand's form ({@link HandView}), not this one.
 */
public record CorrectionView(HandForm form, HandPreview preview) {

    /** The id of the hand corrected, as the form carries it. */
    public String hand() {
        return form.correction().hand();
    }

    /** The number at the table of the hand corrected. */
    public String handNo() {
        return form.correction().handNo();
    }

    /** Why it is corrected, as typed. */
    public String reason() {
        return form.correction().reason();
    }
}
