package org.tavolo.result.chinese;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
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
import java.net.URI;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.tavolo.result.ResultResource;

/** Chinese poker at the tables: a match recorded whole or deal by deal, its stored deals and their voids. */
@Path("/api/tournaments/{id}")
@Produces(MediaType.APPLICATION_JSON)
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "Results")
public class ChineseResource {

    private final ChineseMatchService matches;
    private final ChineseDealService deals;

    ChineseResource(ChineseMatchService matches, ChineseDealService deals) {
        this.matches = matches;
        this.deals = deals;
    }

    @POST
    @Path("/tables/{table}/matches/{match}/result")
    @Operation(summary = "Record a Chinese poker match at a table: victory points, places and points")
    public Response recordChineseMatch(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("match") @Min(1) int match,
            @Valid @NotNull RecordChineseMatchRequest request) {
        return ResultResource.created(id, matches.recordChineseMatch(id, table, match, request));
    }

    @POST
    @Path("/tables/{table}/matches/{match}/deals")
    @Operation(
            summary =
                    "Enter a Chinese poker match deal by deal: hands and tokens scored into victory points, places and points")
    public Response recordChineseDeals(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("match") @Min(1) int match,
            @Valid @NotNull ChineseMatchDealsRequest request) {
        return ResultResource.created(id, matches.recordChineseDeals(id, table, match, request));
    }

    @POST
    @Path("/tables/{table}/matches/{match}/deals/{deal}")
    @Operation(
            summary = "Store one deal of a Chinese poker match as soon as it is confirmed; the third records the match")
    public Response storeChineseDeal(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("match") @Min(1) int match,
            @PathParam("deal") @Min(1) @Max(3) int deal,
            @Valid @NotNull ChineseDealRequest request) {
        ChineseDealService.Stored stored = deals.store(id, table, match, deal, request);
        if (stored.result() != null) {
            return ResultResource.created(id, stored.result());
        }
        return Response.created(
                        URI.create("/api/tournaments/" + id + "/tables/" + table + "/matches/" + match + "/deals"))
                .entity(stored.deal())
                .build();
    }

    @GET
    @Path("/tables/{table}/matches/{match}/deals")
    @Operation(summary = "The deals of a Chinese poker match stored so far, with their scores and the totals")
    public ChineseDealsView chineseDeals(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("match") @Min(1) int match,
            @QueryParam("round") @Min(1) Integer round) {
        return deals.deals(id, table, match, round);
    }

    @POST
    @Path("/tables/{table}/matches/{match}/deals/{deal}/void")
    @Operation(summary = "Void the last stored deal of a Chinese poker match, until the match is recorded")
    public ChineseDealsView voidChineseDeal(
            @PathParam("id") long id,
            @PathParam("table") @Min(1) int table,
            @PathParam("match") @Min(1) int match,
            @PathParam("deal") @Min(1) @Max(3) int deal,
            @Valid @NotNull VoidDealRequest request) {
        return deals.voidDeal(id, table, match, deal, request);
    }
}
