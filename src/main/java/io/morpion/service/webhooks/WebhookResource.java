package io.morpion.service.webhooks;

import io.morpion.api.WebhookSetting;
import io.morpion.service.access.CurrentCaller;
import io.morpion.service.access.RateLimits;
import io.morpion.service.access.Roles;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** The caller's token's webhook: where the alerts of its runs and campaigns go. */
@Path("/api/webhook")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.SEARCHER)
public class WebhookResource {

    @Inject
    Webhooks webhooks;

    @Inject
    CurrentCaller caller;

    @Inject
    RateLimits limits;

    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Set the token's webhook",
            description = "Body: url (http or https, at most 2,048 characters) and secret (16 to 256 characters). When "
                    + "a run or campaign worker of this token, or a box proof it started, finds a game that ties or "
                    + "beats its variant's world record or proven optimum, the server POSTs the alert there as JSON "
                    + "(event alert, or box-proof-alert), signed in the X-Morpion-Signature header "
                    + "(sha256= and the HMAC-SHA256 of the body with the secret, in hex), and tries again with growing "
                    + "waits while the receiver does not answer 2xx. Addresses inside a network (loopback, private, "
                    + "link-local) are refused unless the admin allows them. Setting it again replaces it.")
    public Webhooks.View set(WebhookSetting setting) {
        limits.take(RateLimits.Action.WEBHOOK, caller.get());
        return webhooks.set(token(), setting);
    }

    @GET
    @Operation(
            summary = "The token's webhook",
            description = "Its address, since when, and how its deliveries went (delivered, pending, given up, the "
                    + "last error); never its secret. 204 when the token has none.")
    public Response get() {
        return webhooks.view(token()).map(view -> Response.ok(view).build()).orElseGet(() -> Response.noContent()
                .build());
    }

    @DELETE
    @Operation(
            summary = "Remove the token's webhook",
            description = "What it was still owed is dropped. 204; 404 when none.")
    public Response remove() {
        long token = token();
        if (!webhooks.remove(token)) {
            throw none(token);
        }
        return Response.noContent().build();
    }

    @POST
    @Path("/test")
    @Operation(
            summary = "Send the webhook a test",
            description = "Owes it a delivery with event \"test\", sent like an alert: a way to check the receiver and"
                    + " its signature check. 202; 404 when the token has none. Setting a webhook and testing it count"
                    + " against one limit a minute per token (morpion.limits.webhooks-per-minute, 6; then 429).")
    public Response test() {
        limits.take(RateLimits.Action.WEBHOOK, caller.get());
        long token = token();
        return Response.accepted(webhooks.sendTest(token).orElseThrow(() -> none(token)))
                .build();
    }

    private long token() {
        return caller.get().tokenId();
    }

    private static Refused none(long token) {
        return new Refused.NotFound(
                RefusalCode.NO_WEBHOOK, "token " + token + " has no webhook yet: set its address first", token);
    }
}
