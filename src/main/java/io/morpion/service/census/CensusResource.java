package io.morpion.service.census;

import io.morpion.api.CensusRequest;
import io.morpion.api.CensusView;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RequestText;
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

/** Censuses of a variant's optimal games, shared by the nodes of the cluster part by part. */
@Path("/api/censuses")
@Produces(MediaType.APPLICATION_JSON)
public class CensusResource {

    @Inject
    OptimalCensuses censuses;

    @Inject
    CurrentCaller caller;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Start a census of a variant's optimal games (admin token)",
            description = "Body: variant (4D or 4T, a variant whose optimum is proven), parts (how many parts to cut"
                    + " it into; morpion.census.default-parts if absent). The exhaustive search, its floor one below"
                    + " the optimum, keeps every game that reaches it, one per orbit of the eight symmetries. Each"
                    + " part is background work that the nodes share, searched on a core no run wants and"
                    + " checkpointed in its row, so that a yield to a run, a restart or a node's death loses only the"
                    + " subtrees under way, and a finished part is never searched again. One census of a variant is"
                    + " under way at a time (409 names it). Answers 201 with the census.")
    @RolesAllowed(Roles.ADMIN)
    public Response start(CensusRequest request) {
        CensusView census = censuses.start(request, caller.get());
        return Response.created(URI.create("/api/censuses/" + census.id()))
                .entity(census)
                .build();
    }

    @GET
    @Operation(
            summary = "The censuses of optimal games, newest first, a page at a time",
            description = "?page (from 0) and ?size (1 to 100, 20 if not given).")
    public Page<CensusView> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        return censuses.page(Page.Request.of(page, size));
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "One census, part by part",
            description = "Its parts done, running (and on which node) and waiting; the positions searched and the"
                    + " games kept so far; the parts' estimate of the positions left and, at the rate the running"
                    + " parts search, of the time left (etaSeconds); and, once finished, where its games are.")
    public CensusView census(@PathParam("id") String id) {
        return censuses.view(RequestText.id("census", id));
    }

    @GET
    @Path("/{id}/games.jsonl")
    @Produces("application/x-ndjson; charset=utf-8")
    @Operation(
            summary = "A finished census's games in one file",
            description = "One MSR JSON a line, in the order one whole run keeps them; 409 until every part has"
                    + " finished.")
    public Response games(@PathParam("id") String id) {
        long census = RequestText.id("census", id);
        return Response.ok(censuses.games(census))
                .header("Content-Disposition", "attachment; filename=\"morpion-census-" + census + ".jsonl\"")
                .build();
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(
            summary = "Cancel a census (admin token)",
            description = "Its waiting parts are never searched and the ones under way stop within about a second;"
                    + " what finished parts kept stays. A finished census is left as it is. Answers the census.")
    @RolesAllowed(Roles.ADMIN)
    public CensusView cancel(@PathParam("id") String id) {
        return censuses.cancel(RequestText.id("census", id));
    }
}
