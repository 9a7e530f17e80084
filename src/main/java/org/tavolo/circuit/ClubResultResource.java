package org.tavolo.circuit;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;

/** The club side of the circuit (docs/circuit.md#the-clubs-steps): an evening's result file, downloaded or sent. */
@Path("/api/tournaments/{id}/circuit-result")
@Tag(name = "Circuits")
public class ClubResultResource {

    private final ClubResults results;
    private final ClubSending sending;

    ClubResultResource(ClubResults results, ClubSending sending) {
        this.results = results;
        this.sending = sending;
    }

    @GET
    @Produces({MediaType.APPLICATION_JSON, CircuitResource.CSV_UTF8})
    @Operation(
            summary = "The evening's circuit result file, to download and upload (docs/circuit.md#the-result-file)",
            description = "evening: the id the hub registered the evening under. JSON; with ?format=csv its CSV form.")
    public Response file(
            @PathParam("id") long id, @QueryParam("evening") Long evening, @QueryParam("format") String format) {
        ResultFile file = results.of(id, required(evening));
        boolean csv = "csv".equalsIgnoreCase(format);
        String name = "circuit-evening-" + evening + (csv ? ".csv" : ".json");
        return Response.ok(
                        csv ? ResultCsv.write(file) : file, csv ? CircuitResource.CSV_UTF8 : MediaType.APPLICATION_JSON)
                .header("Content-Disposition", "attachment; filename=\"" + name + "\"")
                .build();
    }

    @POST
    @Path("/send")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Send the evening's result file to the circuit's hub with the club's key",
            description = "Answers as the hub answered: 201 with the version and receipt, or the hub's refusal; 502 "
                    + "hub-unreachable when the hub cannot be reached.")
    public Response send(@PathParam("id") long id, @Valid @NotNull CircuitRequests.SendEvening request) {
        ClubSending.Sent sent = sending.send(id, request.evening());
        return Response.status(sent.status())
                .type(sent.status() < 300 ? MediaType.APPLICATION_JSON : "application/problem+json")
                .entity(sent.answer())
                .build();
    }

    private static long required(Long evening) {
        if (evening == null) {
            throw ProblemException.badRequest(
                    "invalid-parameter",
                    "evening: the id the hub registered the evening under is required.",
                    Map.of("field", "evening"));
        }
        return evening;
    }
}
