package io.morpion.service.boxes;

import io.morpion.api.BoxProofRequest;
import io.morpion.api.BoxProofView;
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

/** Box proofs: whether a game of so many moves has its figure in a box, asked of SCIP part by part on the cluster. */
@Path("/api/box-proofs")
@Produces(MediaType.APPLICATION_JSON)
public class BoxProofResource {

    @Inject
    BoxProofs proofs;

    @Inject
    CurrentCaller caller;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Start a box proof (admin token)",
            description = "Body: variant, box (top,right,bottom,left: how far it reaches past each edge of the cross,"
                    + " as the 5D bound of 84 names its boxes), atLeast (the moves asked for), depth (how many of the box's sides past the cross the first parts read; 0 for the"
                    + " whole box), maxDepth (how deep a part that reaches its limit unanswered is split; every side"
                    + " if absent), limit (the most one part takes: 30s, 10m, 1h; morpion.box-proofs.default-limit if"
                    + " absent), nodes (optional: the most SCIP nodes one part takes). Each part is background work"
                    + " that the nodes share, on a core no run wants; one interrupted is solved again from its start."
                    + " A game found is filed as a record. Answers 201 with the proof.")
    @RolesAllowed(Roles.ADMIN)
    public Response start(BoxProofRequest request) {
        BoxProofView proof = proofs.start(request, caller.get());
        return Response.created(URI.create("/api/box-proofs/" + proof.id()))
                .entity(proof)
                .build();
    }

    @POST
    @Path("/campaign")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Start the 5D campaign: a box proof of each published box that can hold the game (admin token)",
            description = "Body: variant 5D, atLeast, and depth, maxDepth, limit and nodes as for one proof. Starts"
                    + " a proof of each of the boxes of the published bound of 84 whose largest 5D graph has atLeast"
                    + " lines or more (for 83: the 28 boxes above 82, whose closing proves 82 the longest 5D game);"
                    + " a box whose proof of the same question is under way is left to it. Answers 201 with the proofs"
                    + " started.")
    @RolesAllowed(Roles.ADMIN)
    public Response campaign(BoxProofRequest request) {
        return Response.status(Response.Status.CREATED)
                .entity(proofs.campaign(request, caller.get()))
                .build();
    }

    @GET
    @Operation(
            summary = "The box proofs, newest first, a page at a time",
            description = "?page (from 0) and ?size (1 to 100, 20 if not given).")
    public Page<BoxProofView> list(@QueryParam("page") String page, @QueryParam("size") String size) {
        return proofs.page(Page.Request.of(page, size));
    }

    @GET
    @Path("/{id}")
    @Operation(
            summary = "One box proof, part by part",
            description = "Each part waiting, running (on which node), proven, found, split (into the parts a side"
                    + " deeper) or unknown (at the deepest split, which leaves the proof open); the time and SCIP"
                    + " nodes each took; and once finished the verdict, and the record of a game found.")
    public BoxProofView proof(@PathParam("id") String id) {
        return proofs.view(RequestText.id("box proof", id));
    }

    @POST
    @Path("/{id}/cancel")
    @Operation(
            summary = "Cancel a box proof (admin token)",
            description = "Its waiting parts are never solved and the ones under way stop within about a second;"
                    + " what settled parts found stays. A finished proof is left as it is. Answers the proof.")
    @RolesAllowed(Roles.ADMIN)
    public BoxProofView cancel(@PathParam("id") String id) {
        return proofs.cancel(RequestText.id("box proof", id));
    }
}
