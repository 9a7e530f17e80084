package org.tavolo.screens.desk;

/**
 * The hand form's view: the hand as typed (a fresh form for a new hand, or the table's last hand being corrected) and
 * its preview, once asked for.
 */
public record HandView(HandForm form, HandPreview preview) {

    public HandView withPreview(HandPreview asked) {
        return new HandView(form, asked);
    }

    /** Whether the hand form corrects the table's last hand. */
    public boolean correcting() {
        return form != null && form.correcting();
    }

    /** The address the hand form posts to, under the table's: a new hand or a correction. */
    public String path() {
        return correcting() ? "correction" : "hands";
    }

    /** The hand form's id: the offline scripts take the new hand's ({@code hand}) only. */
    public String formId() {
        return correcting() ? "correction" : "hand";
    }
}
