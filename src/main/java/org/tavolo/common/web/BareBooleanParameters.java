package org.tavolo.common.web;

import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.jboss.resteasy.reactive.server.SimpleResourceInfo;

/**
 * The part of {@link StrictBooleans} the framework hides from a converter: a boolean query
 * parameter sent empty ({@code ?dryRun=}) or bare ({@code ?dryRun}) is read by the framework as
 * absent, so as its default ({@code false}), and would run an import for real. Here every value
 * given to a boolean query parameter of the matched method is read by the same rule before the
 * method's parameters are, so an empty one is refused like {@code yes}.
 */
public class BareBooleanParameters {

    private final Map<Method, List<String>> booleansOf = new ConcurrentHashMap<>();

    @ServerRequestFilter
    public void refuseEmptyBooleans(ContainerRequestContext request, SimpleResourceInfo resource) {
        Method method = methodOf(resource);
        if (method == null) {
            return;
        }
        for (String name : booleansOf.computeIfAbsent(method, BareBooleanParameters::booleanQueryParameters)) {
            List<String> values = request.getUriInfo().getQueryParameters().get(name);
            if (values != null) {
                values.forEach(value -> StrictBooleans.parse(name, value));
            }
        }
    }

    private static Method methodOf(SimpleResourceInfo resource) {
        try {
            return resource.getResourceClass().getMethod(resource.getMethodName(), resource.parameterTypes());
        } catch (NoSuchMethodException | RuntimeException notPublic) {
            return null;
        }
    }

    private static List<String> booleanQueryParameters(Method method) {
        List<String> names = new ArrayList<>();
        Class<?>[] types = method.getParameterTypes();
        Annotation[][] annotations = method.getParameterAnnotations();
        for (int i = 0; i < types.length; i++) {
            if (types[i] != boolean.class && types[i] != Boolean.class) {
                continue;
            }
            for (Annotation annotation : annotations[i]) {
                if (annotation instanceof QueryParam query) {
                    names.add(query.value());
                }
            }
        }
        return names;
    }
}
