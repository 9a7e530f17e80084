package org.tavolo.common.web;

import jakarta.ws.rs.container.ContainerRequestContext;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.tavolo.common.error.Problem;
import org.tavolo.common.error.ProblemException;

/**
 * A body must say what it is. Without a Content-Type the framework would read it as whatever the
 * endpoint consumes, so a cross-site form (which cannot send {@code application/json}) could post
 * JSON; here a body without one is refused with 415 before any resource sees it.
 */
public class ContentTypeRequired {

    @ServerRequestFilter(preMatching = true)
    public void requireContentType(ContainerRequestContext request) {
        if (request.hasEntity() && request.getHeaderString("Content-Type") == null) {
            throw new ProblemException(Problem.of(
                    415,
                    "unsupported-media-type",
                    "Unsupported Media Type",
                    "The request has a body but no Content-Type; send JSON as application/json "
                            + "(a registration file as text/csv)."));
        }
    }
}
