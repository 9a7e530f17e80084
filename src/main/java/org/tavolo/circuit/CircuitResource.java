package org.tavolo.circuit;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.common.error.ProblemException;

/** The circuit's hub (docs/circuit.md): circuits, clubs, evenings, the register, submissions, standings. */
@Path("/api/circuits")
@Tag(name = "Circuits")
public class CircuitResource {

    static final String CSV = "text/csv";
    static final String CSV_UTF8 = "text/csv;charset=UTF-8";

    private final CircuitService circuits;
    private final Submissions submissions;
    private final CircuitTables tables;

    CircuitResource(CircuitService circuits, Submissions submissions, CircuitTables tables) {
        this.circuits = circuits;
        this.submissions = submissions;
        this.tables = tables;
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Create a circuit: name, variant, season, the evenings that count, the qualifiers")
    public Response create(@Valid @NotNull CreateCircuitRequest request) {
        CircuitView made = circuits.create(request);
        return Response.created(URI.create("/api/circuits/" + made.id()))
                .entity(made)
                .build();
    }

    @GET
    @Path("/{id}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "One circuit")
    public CircuitView get(@PathParam("id") long id) {
        return circuits.get(id);
    }

    @POST
    @Path("/{id}/clubs")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Add a club; its key is in this answer only",
            description = "The hub keeps the key's SHA-256 alone; a lost key is revoked and the club added again.")
    public Response addClub(@PathParam("id") long id, @Valid @NotNull CircuitRequests.AddClub request) {
        ClubView club = circuits.addClub(id, request.name());
        return Response.status(Response.Status.CREATED).entity(club).build();
    }

    @GET
    @Path("/{id}/clubs")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The circuit's clubs, never with a key")
    public List<ClubView> clubs(@PathParam("id") long id) {
        return circuits.clubs(id);
    }

    @POST
    @Path("/{id}/clubs/{club}/revoke")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Revoke a club's key: what it sends from now on is refused")
    public ClubView revoke(@PathParam("id") long id, @PathParam("club") long club) {
        return circuits.revokeClub(id, club);
    }

    @POST
    @Path("/{id}/evenings")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Register an evening ahead: club, date, format")
    public Response registerEvening(@PathParam("id") long id, @Valid @NotNull RegisterEveningRequest request) {
        return Response.status(Response.Status.CREATED)
                .entity(circuits.registerEvening(id, request))
                .build();
    }

    @GET
    @Path("/{id}/evenings")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The evenings registered, by date")
    public List<EveningView> evenings(@PathParam("id") long id) {
        return circuits.evenings(id);
    }

    @POST
    @Path("/{id}/cards")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Enter a player in the register: a new card")
    public Response issueCard(@PathParam("id") long id, @Valid @NotNull IssueCardRequest request) {
        return Response.status(Response.Status.CREATED)
                .entity(circuits.issueCard(id, request))
                .build();
    }

    @POST
    @Path("/{id}/cards/{card}/merge")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Merge a duplicate card into the card it repeats (a line of the audit trail)")
    public CardView merge(
            @PathParam("id") long id,
            @PathParam("card") String card,
            @Valid @NotNull CircuitRequests.MergeCards request) {
        return circuits.merge(id, card, request.into());
    }

    @GET
    @Path("/{id}/roster")
    @Produces({MediaType.APPLICATION_JSON, CSV_UTF8})
    @Operation(
            summary = "The register as clubs download it before the night: card, name, nickname",
            description = "JSON; with ?format=csv (or Accept: text/csv) as CSV for an Italian spreadsheet.")
    public Response roster(
            @PathParam("id") long id, @QueryParam("format") String format, @Context HttpHeaders headers) {
        List<CardView> roster = circuits.roster(id);
        return csv(format, headers)
                ? CircuitCsv.download(CircuitCsv.roster(roster), "circuit-" + id + "-roster.csv")
                : Response.ok(roster, MediaType.APPLICATION_JSON).build();
    }

    @POST
    @Path("/{id}/submissions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Send an evening's result file (club key as Authorization: Bearer)",
            description = "201 with the version and the receipt (SHA-256 of the canonical document); 422 "
                    + "submission-invalid with a problem per finding; 401 for an unknown or revoked key.")
    public Response submit(
            @PathParam("id") long id, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization, ResultFile file) {
        return Response.status(Response.Status.CREATED)
                .entity(submissions.receive(id, bearer(authorization), file))
                .build();
    }

    @POST
    @Path("/{id}/submissions")
    @Consumes(CSV)
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Send an evening's result file in its CSV form (docs/circuit.md#the-csv-form)")
    public Response submitCsv(
            @PathParam("id") long id, @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization, String text) {
        return Response.status(Response.Status.CREATED)
                .entity(submissions.receiveCsv(id, bearer(authorization), text))
                .build();
    }

    @GET
    @Path("/{id}/submissions")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Every version received, with its receipt and status")
    public List<SubmissionView> submissions(@PathParam("id") long id) {
        return submissions.of(id);
    }

    @POST
    @Path("/{id}/submissions/{sid}/approve")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Approve a version: it becomes the evening's result; the circuit is ranked again")
    public SubmissionView approve(@PathParam("id") long id, @PathParam("sid") long sid) {
        return submissions.approve(id, sid);
    }

    @GET
    @Path("/{id}/standings")
    @Produces({MediaType.APPLICATION_JSON, CSV_UTF8})
    @Operation(
            summary = "The circuit's standings: points of the best evenings, the rating, the qualifiers",
            description = "JSON; with ?format=csv (or Accept: text/csv) as CSV for an Italian spreadsheet.")
    public Response standings(
            @PathParam("id") long id, @QueryParam("format") String format, @Context HttpHeaders headers) {
        StandingsView standings = tables.standings(id);
        return csv(format, headers)
                ? CircuitCsv.download(CircuitCsv.standings(standings), "circuit-" + id + "-standings.csv")
                : Response.ok(standings, MediaType.APPLICATION_JSON).build();
    }

    @GET
    @Path("/{id}/ratings")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The ratings (Plackett–Luce), best μ − 3σ first")
    public List<StandingsView.RatedPlayer> ratings(@PathParam("id") long id) {
        return tables.ratings(id);
    }

    /** CSV when asked by ?format=csv, or by an Accept header that prefers it to JSON. */
    private static boolean csv(String format, HttpHeaders headers) {
        if (format != null) {
            if (format.equalsIgnoreCase("csv")) {
                return true;
            }
            if (format.equalsIgnoreCase("json")) {
                return false;
            }
            throw ProblemException.badRequest(
                    "invalid-parameter",
                    "format: '" + format + "' is not known; use json or csv.",
                    Map.of("field", "format"));
        }
        List<MediaType> accepted = headers.getAcceptableMediaTypes();
        return !accepted.isEmpty()
                && accepted.get(0).isCompatible(MediaType.valueOf(CSV))
                && !accepted.get(0).isWildcardType();
    }

    private static String bearer(String authorization) {
        String scheme = "Bearer ";
        return authorization != null && authorization.regionMatches(true, 0, scheme, 0, scheme.length())
                ? authorization.substring(scheme.length()).strip()
                : null;
    }
}
