package org.tavolo.common.web;

import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.ext.ParamConverter;
import jakarta.ws.rs.ext.ParamConverterProvider;
import jakarta.ws.rs.ext.Provider;
import java.lang.annotation.Annotation;
import java.lang.reflect.Type;
import java.util.Map;
import org.tavolo.common.error.ProblemException;

/**
 * Every boolean query parameter of the service reads {@code true} or {@code false} and nothing else.
 * The framework's own reading takes anything but {@code true} as false, so {@code ?dryRun=1},
 * {@code yes}, {@code on} or a bare {@code ?dryRun} would run an import for real; here they are
 * refused with 400 {@code invalid-parameter} naming the parameter.
 */
@Provider
public class StrictBooleans implements ParamConverterProvider {

    @Override
    @SuppressWarnings("unchecked")
    public <T> ParamConverter<T> getConverter(Class<T> rawType, Type genericType, Annotation[] annotations) {
        if (rawType != boolean.class && rawType != Boolean.class) {
            return null;
        }
        return (ParamConverter<T>) new Strict(nameOf(annotations));
    }

    private static String nameOf(Annotation[] annotations) {
        if (annotations != null) {
            for (Annotation annotation : annotations) {
                if (annotation instanceof QueryParam query) {
                    return query.value();
                }
            }
        }
        return "parameter";
    }

    /** {@code true} or {@code false}, as written; anything else a 400 naming the parameter. */
    static boolean parse(String name, String value) {
        if ("true".equals(value)) {
            return true;
        }
        if ("false".equals(value)) {
            return false;
        }
        throw ProblemException.badRequest(
                "invalid-parameter",
                name + ": is true or false, written so; nothing else is read as either.",
                Map.of("field", name));
    }

    private record Strict(String name) implements ParamConverter<Boolean> {

        @Override
        public Boolean fromString(String value) {
            return value == null ? null : parse(name, value);
        }

        @Override
        public String toString(Boolean value) {
            return String.valueOf(value);
        }
    }
}
