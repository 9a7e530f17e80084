package org.tavolo.screens.desk;

/**
 * The new hand form's view: the hand as typed (a fresh form for a new hand) and its preview, once asked for. The
 * correction of the last hand has its own view, {@link CorrectionView}.
 */
public record HandView(HandForm form, HandPreview preview) {}
