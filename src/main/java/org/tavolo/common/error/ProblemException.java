package org.tavolo.common.error;

import java.util.Map;
import org.tavolo.poker.RuleViolation;

/**
 * A request the service refuses, with the problem document to answer. Services throw it through
 * the named factories ({@link #notFound}, {@link #conflict}, {@link #badRequest}) so that the
 * same situation always reads the same way.
 */
public class ProblemException extends RuntimeException {

    private final transient Problem problem;

    public ProblemException(Problem problem) {
        super(problem.detail());
        this.problem = problem;
    }

    public Problem problem() {
        return problem;
    }

    public static ProblemException notFound(String what, Object id) {
        return new ProblemException(Problem.of(404, "not-found", "Not found", "No " + what + " with id " + id + ".")
                .with(Map.of("resource", what, "id", String.valueOf(id))));
    }

    /** Not found, for things known by their number (a table), not by an id. */
    public static ProblemException notFoundByNumber(String what, int number) {
        return new ProblemException(
                Problem.of(404, "not-found", "Not found", "No " + what + " with number " + number + ".")
                        .with(Map.of("resource", what, "number", number)));
    }

    public static ProblemException conflict(String code, String detail) {
        return new ProblemException(Problem.of(409, code, "Conflict", detail));
    }

    public static ProblemException conflict(String code, String detail, Map<String, ?> facts) {
        return new ProblemException(Problem.of(409, code, "Conflict", detail).with(facts));
    }

    public static ProblemException badRequest(String code, String detail, Map<String, ?> facts) {
        return new ProblemException(Problem.of(400, code, "Bad request", detail).with(facts));
    }

    /** A rule of the game the input breaks, as the 400 problem {@link ProblemMapper} answers it with. */
    public static ProblemException of(RuleViolation broken) {
        return new ProblemException(Problem.of(400, broken.code(), "Bad request", broken.getMessage())
                .with(broken.details()));
    }

    /**
     * Runs {@code action}, a rule of the game it breaks coming back as {@link #of(RuleViolation)}:
     * pages ask feature services and the core's refusals reach them as problems, one kind of refusal.
     */
    public static <T, E extends Exception> T refusing(Action<T, E> action) throws E {
        try {
            return action.run();
        } catch (RuleViolation broken) {
            throw of(broken);
        }
    }

    /** Something a page asks of a feature, which may throw what the feature declares. */
    @FunctionalInterface
    public interface Action<T, E extends Exception> {
        T run() throws E;
    }
}
