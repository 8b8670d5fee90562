package io.morpion.service.proofs;

import io.morpion.api.LocalProofRequest;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.LocalProofSummary;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
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

/** Sweeps of local proofs: queued over a record's neighbourhoods, shared by the nodes, read as they finish. */
@Path("/api/records/{id}/local-proofs")
@Produces(MediaType.APPLICATION_JSON)
public class LocalProofResource {

    @Inject
    LocalProofService proofs;

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Queue a sweep of local proofs of a record (searcher or admin token)",
            description = "Body: kind (last, closure, square or open), size (the last moves freed, or the "
                    + "square's width), limit (the most one neighbourhood is searched: 10s, 5m). Each "
                    + "neighbourhood frees some of the record's moves with every move that needs them, and the "
                    + "exhaustive search proves that no longer game keeps the rest, finds one (filed as a record), "
                    + "or reaches the limit (unknown). An open square frees only the lines that meet it and keeps "
                    + "every other; the constraint model (CP-SAT) answers, and a result's positions are its "
                    + "branches. The neighbourhoods are background work the nodes share, each searched on a core "
                    + "no run wants (a run that asks for one gets it within about a second); each verdict is stored "
                    + "as it is reached. A token may have morpion.work.sweeps-per-token sweeps unfinished: one more "
                    + "is a 429 that says so, checked with the request itself before the token's queue budget is "
                    + "counted. Answers 201 with the sweep.")
    @RolesAllowed(Roles.SEARCHER)
    public Response queue(@PathParam("id") String id, LocalProofRequest request) {
        long recordId = RequestText.id("record", id);
        LocalProofService.Checked checked = proofs.check(recordId, request, caller.get());
        limits.take(RateLimits.Action.QUEUE, caller.get());
        LocalProofSummary sweep = proofs.queue(checked, caller.get());
        return Response.created(URI.create("/api/records/" + recordId + "/local-proofs/" + sweep.id()))
                .entity(sweep)
                .build();
    }

    @POST
    @Path("/estimate")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "What a sweep would cost, before it is queued (searcher or admin token)",
            description = "The same body as queueing, checked the same way; nothing is stored or counted against the"
                    + " token. Answers the neighbourhoods the sweep is made of, the limit of each in seconds, the most"
                    + " they take together in core-seconds, and the computing threads this node lends to background"
                    + " work.")
    @RolesAllowed(Roles.SEARCHER)
    public LocalProofService.Estimate estimate(@PathParam("id") String id, LocalProofRequest request) {
        return proofs.estimate(RequestText.id("record", id), request);
    }

    @GET
    @Operation(
            summary =
                    "A record's sweeps of local proofs, newest first, a page at a time, with what each has established",
            description = "?page (from 0) and ?size (1 to 100, 20 if not given); total counts every sweep. The "
                    + "record's own view shows only the newest few and those that established the most.")
    public Page<LocalProofSummary> list(
            @PathParam("id") String id, @QueryParam("page") String page, @QueryParam("size") String size) {
        long recordId = RequestText.id("record", id);
        return proofs.page(recordId, Page.Request.of(page, size));
    }

    @POST
    @Path("/{sweep}/cancel")
    @Operation(
            summary = "Cancel a sweep (the token that queued it, or an admin)",
            description = "Its waiting neighbourhoods are never searched and count as cancelled; the ones being "
                    + "searched stop within about a second, and every verdict reached stays. A sweep with nothing "
                    + "waiting is left as it is. Answers the sweep.")
    @RolesAllowed(Roles.SEARCHER)
    public LocalProofService.SweepView cancel(@PathParam("id") String id, @PathParam("sweep") String sweep) {
        return proofs.cancel(RequestText.id("record", id), RequestText.id("local proof sweep", sweep), caller.get());
    }

    @GET
    @Path("/{sweep}")
    @Operation(summary = "One sweep with every neighbourhood's verdict: PROVEN, LONGER, UNKNOWN, or none yet")
    public LocalProofService.SweepView sweep(@PathParam("id") String id, @PathParam("sweep") String sweep) {
        return proofs.sweep(RequestText.id("record", id), RequestText.id("local proof sweep", sweep));
    }
}
