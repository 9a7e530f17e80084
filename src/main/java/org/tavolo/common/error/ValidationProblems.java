package org.tavolo.common.error;

import jakarta.validation.ConstraintViolation;
import jakarta.validation.ConstraintViolationException;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The fields a validation constraint refused, each by the name the client sent it under: a body's
 * path ({@code players[2].contributed}), a query or path parameter's name in the address, or {@code body}.
 */
final class ValidationProblems {

    private ValidationProblems() {}

    /** 400 {@code validation}, every refused field with its message, in a stable order. */
    static Problem of(ConstraintViolationException e) {
        List<Problem.Violation> violations = e.getConstraintViolations().stream()
                .map(v -> new Problem.Violation(fieldOf(v), v.getMessage()))
                .sorted(Comparator.comparing(Problem.Violation::field).thenComparing(Problem.Violation::message))
                .toList();
        String detail =
                violations.stream().map(v -> v.field() + ": " + v.message()).collect(Collectors.joining("; "));
        return Problem.of(400, "validation", "Invalid request", detail).withViolations(violations);
    }

    /** The request field a violation is about: the property path without the method and parameter nodes. */
    private static String fieldOf(ConstraintViolation<?> violation) {
        List<String> parts = new ArrayList<>();
        for (Path.Node node : violation.getPropertyPath()) {
            ElementKind kind = node.getKind();
            if (kind == ElementKind.METHOD
                    || kind == ElementKind.CONSTRUCTOR
                    || kind == ElementKind.PARAMETER
                    || kind == ElementKind.CROSS_PARAMETER
                    || kind == ElementKind.RETURN_VALUE) {
                continue;
            }
            String name = node.getName() == null ? "" : node.getName();
            if (node.getIndex() != null && !parts.isEmpty()) {
                int last = parts.size() - 1;
                parts.set(last, parts.get(last) + "[" + node.getIndex() + "]");
            }
            if (!name.isEmpty() && !name.startsWith("<")) {
                parts.add(name);
            }
        }
        return parts.isEmpty() ? parameterOf(violation) : String.join(".", parts);
    }

    /**
     * A violation on a method parameter itself: a query or path parameter by its name in the
     * address ({@code count}), the request body as {@code body}.
     */
    private static String parameterOf(ConstraintViolation<?> violation) {
        String method = null;
        int index = -1;
        for (Path.Node node : violation.getPropertyPath()) {
            if (node.getKind() == ElementKind.METHOD) {
                method = node.getName();
            } else if (node.getKind() == ElementKind.PARAMETER) {
                index = node.as(Path.ParameterNode.class).getParameterIndex();
            }
        }
        if (method == null || index < 0) {
            return "body";
        }
        // the resource class itself, or the class a generated subclass stands in for
        for (Class<?> type = violation.getRootBeanClass(); type != null; type = type.getSuperclass()) {
            for (Method candidate : type.getDeclaredMethods()) {
                if (candidate.getName().equals(method) && candidate.getParameterCount() > index) {
                    for (Annotation annotation : candidate.getParameterAnnotations()[index]) {
                        if (annotation instanceof QueryParam query) {
                            return query.value();
                        }
                        if (annotation instanceof PathParam path) {
                            return path.value();
                        }
                    }
                }
            }
        }
        return "body";
    }
}
