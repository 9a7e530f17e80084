package org.tavolo.circuit;

/**
 * One thing wrong with a result file: where ({@code places[3].card}, or {@code line 7} of the CSV form) and why, in
 * words.
 */
public record SubmissionProblem(String at, String detail) {}
