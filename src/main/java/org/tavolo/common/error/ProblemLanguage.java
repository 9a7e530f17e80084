package org.tavolo.common.error;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.core.HttpHeaders;
import org.jboss.resteasy.reactive.server.ServerResponseFilter;

/**
 * Every problem document the resources answer with says its {@code detail} in the language the
 * request's {@code Accept-Language} prefers, Italian or English (English when it names neither),
 * through {@link ProblemTexts}; {@code Content-Language} says which.
 */
public class ProblemLanguage {

    @ServerResponseFilter
    public void speak(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getEntity() instanceof Problem problem) {
            String language = ProblemTexts.languageOf(request.getHeaderString(HttpHeaders.ACCEPT_LANGUAGE));
            response.setEntity(ProblemTexts.speak(problem, language));
            response.getHeaders().putSingle(HttpHeaders.CONTENT_LANGUAGE, language);
        }
    }
}
