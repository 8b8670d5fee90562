package io.morpion.service.webhooks;

import io.morpion.service.access.Roles;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Every token's webhook, for an admin: where this server sends requests, and the means to stop any of them. */
@Path("/api/webhooks")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.ADMIN)
public class WebhookAdminResource {

    @Inject
    Webhooks webhooks;

    @GET
    @Operation(
            summary = "Every token's webhook (admin)",
            description =
                    "By token: its address, since when, and how many deliveries it is still owed; never a secret.")
    public List<Webhooks.Listed> list() {
        return webhooks.all();
    }

    @DELETE
    @Path("/{token}")
    @Operation(
            summary = "Remove a token's webhook (admin)",
            description = "What it was still owed is dropped, and a delivery being sent is not tried again. 204; 404"
                    + " when the token has none.")
    public Response remove(@PathParam("token") String token) {
        long id = RequestText.id("token", token);
        if (!webhooks.remove(id)) {
            throw new Refused.NotFound(RefusalCode.NO_WEBHOOK, "token " + id + " has no webhook", id);
        }
        return Response.noContent().build();
    }
}
