package org.tavolo.screens.desk;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * The table page's form addresses opened as pages lead to the table. A form sent after the session ended goes to
 * the sign-in, which afterwards returns to the address the form was sent to: the director lands on the table again
 * (and the entries waiting on the phone are sent from there), not on a page that only takes forms. The hand form's
 * address is the preview's too ({@code DirectorPage#previewed}), which leads to the table when no preview is asked.
 */
@Path("/")
public class FormAddresses {

    @GET
    @Path("director/tournaments/{id}/tables/{table}/{form:counts|close|void|penalties|chinese|chinese/void}")
    @Produces(MediaType.TEXT_HTML)
    @Operation(hidden = true)
    public Response toTheTable(@PathParam("id") long id, @PathParam("table") int table) {
        return Response.seeOther(URI.create("/director/tournaments/" + id + "/tables/" + table))
                .build();
    }
}
