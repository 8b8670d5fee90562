package io.morpion.service.work;

import io.morpion.service.access.Caller;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.Roles;
import io.morpion.service.common.Page;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.Arrays;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Background work as its owners and admins see it: what was asked for, by whom, when, and how far it is. */
@Path("/api/work")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.SEARCHER)
public class WorkResource {

    private static final List<String> STATES = List.of("queued", "running", "done", "failed", "cancelled");

    /** What a cancel did. */
    public record Cancelled(long token, String kind, int cancelled) {}

    @Inject
    BackgroundWork work;

    @Inject
    CurrentCaller caller;

    @GET
    @Operation(
            summary = "Background work: the caller's own, or for an admin anyone's",
            description =
                    "Webhook deliveries, potential curves, local-proof neighbourhoods and census parts, newest first, a page"
                            + " at a time (?page, ?size): who asked, when, its state (queued, running, done, failed,"
                            + " cancelled), the node working it, attempts and progress. Filters: ?kind (webhook, potential,"
                            + " local-proof, census), ?state, and for an admin ?token.")
    public Page<BackgroundWork.ItemView> list(
            @QueryParam("kind") String kind,
            @QueryParam("state") String state,
            @QueryParam("token") String token,
            @QueryParam("page") String page,
            @QueryParam("size") String size) {
        Caller who = caller.get();
        if (state != null && !STATES.contains(state)) {
            throw Refused.oneOf("state", STATES, state);
        }
        return work.list(new BackgroundWork.Filter(whose(who, token), kind(kind), state), Page.Request.of(page, size));
    }

    @POST
    @Path("/cancel")
    @Operation(
            summary = "Cancel all of a token's unfinished background work at once",
            description = "The caller's own, or for an admin the token ?token names; ?kind keeps to one kind. Work"
                    + " being done stops within about a second; what it had reached stays. Answers how many items"
                    + " were cancelled.")
    public Cancelled cancel(@QueryParam("kind") String kind, @QueryParam("token") String token) {
        Caller who = caller.get();
        Long owner = whose(who, token);
        if (owner == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "token is needed: an admin names whose work to cancel", "token");
        }
        WorkKind only = kind(kind);
        int cancelled = QuarkusTransaction.requiringNew().call(() -> work.cancelOwner(owner, only));
        return new Cancelled(owner, only == null ? "all" : only.code(), cancelled);
    }

    /** Whose work the caller may see or cancel: its own token's, or an admin's choice (null: everyone's). */
    private static Long whose(Caller who, String token) {
        if (token == null) {
            return who.admin() ? null : who.tokenId();
        }
        long asked = RequestText.id("token", token);
        if (!who.admin() && asked != who.tokenId()) {
            throw new Refused.NotAllowed(
                    RefusalCode.NOT_OWNER,
                    "token " + asked + "'s background work is its own and the admins'",
                    "background work",
                    asked);
        }
        return asked;
    }

    private static WorkKind kind(String kind) {
        if (kind == null) {
            return null;
        }
        List<String> codes =
                Arrays.stream(WorkKind.values()).map(WorkKind::code).toList();
        if (!codes.contains(kind)) {
            throw Refused.oneOf("kind", codes, kind);
        }
        return WorkKind.of(kind);
    }
}
