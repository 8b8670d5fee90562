package io.morpion.service.access;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.api.TokenRequest;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.quarkus.security.identity.SecurityIdentity;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PATCH;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.Operation;

/** Admins make and revoke access tokens. */
@Path("/api/admin/tokens")
@Produces(MediaType.APPLICATION_JSON)
@RolesAllowed(Roles.ADMIN)
public class TokenResource {

    /** A token as admins see it; the token itself only in the answer that creates it. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record TokenView(
            long id,
            String name,
            String role,
            String createdBy,
            OffsetDateTime createdAt,
            OffsetDateTime expiresAt,
            OffsetDateTime revokedAt,
            OffsetDateTime lastUsedAt,
            Integer threads,
            String token) {

        static TokenView of(TokenEntity t, String token) {
            return new TokenView(
                    t.id,
                    t.name,
                    t.role,
                    t.createdBy,
                    t.createdAt,
                    t.expiresAt,
                    t.revokedAt,
                    t.lastUsedAt,
                    t.threadBudget,
                    token);
        }
    }

    @Inject
    Tokens tokens;

    @Inject
    SecurityIdentity identity;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Make a token",
            description = "Body: name (who it is for), role (searcher or admin; default "
                    + "searcher), days (optional expiry), threads (optional: the threads its unfinished runs and campaign workers"
                    + " may ask for in all, 1..4096; the service's morpion.limits.threads-per-token when absent). The"
                    + " answer holds the token itself, shown this once.")
    public Response create(TokenRequest request) {
        if (request == null) {
            throw new Refused.Invalid(RefusalCode.BODY_NEEDS, "the body must be JSON with at least \"name\"", "name");
        }
        Tokens.Created created = tokens.create(
                request.name(),
                request.role() == null ? Roles.SEARCHER : request.role(),
                request.days(),
                request.threads(),
                identity.getPrincipal().getName());
        return Response.created(URI.create("/api/admin/tokens/" + created.entity().id))
                .entity(TokenView.of(created.entity(), created.token()))
                .build();
    }

    @GET
    @Operation(summary = "Every token, revoked ones included (never the tokens themselves)")
    public List<TokenView> list() {
        return tokens.list().stream().map(t -> TokenView.of(t, null)).toList();
    }

    @PATCH
    @Path("/{id}")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(
            summary = "Change a token's thread budget",
            description = "Body: threads, 1..4096, or null for the service's morpion.limits.threads-per-token. It holds"
                    + " for the runs and campaign workers made from then on; those already queued keep their threads.")
    public TokenView change(@PathParam("id") String id, JsonNode body) {
        if (body == null || !body.isObject() || !body.has("threads")) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "the body must be JSON with \"threads\": a number, or null", "threads");
        }
        // strict as every other body: a field this request does not take is a mistake to say, not to ignore
        List<String> others = new ArrayList<>();
        body.fieldNames().forEachRemaining(name -> {
            if (!name.equals("threads")) {
                others.add(name);
            }
        });
        if (!others.isEmpty()) {
            String detail =
                    "unknown field \"" + RequestText.abbreviate(others.get(0)) + "\"; the fields here are [threads]";
            throw new Refused.Invalid(RefusalCode.BAD_JSON, detail, detail);
        }
        JsonNode threads = body.get("threads");
        if (!threads.isNull() && !threads.isIntegralNumber()) {
            String given = RequestText.abbreviate(threads.toString());
            throw new Refused.Invalid(
                    RefusalCode.WHOLE_NUMBER, "threads must be a whole number or null, not " + given, "threads", given);
        }
        if (threads.isIntegralNumber() && !threads.canConvertToInt()) {
            throw Refused.range(
                    "threads",
                    1,
                    Tokens.MAX_THREAD_BUDGET,
                    threads.canConvertToLong() ? threads.longValue() : Long.MAX_VALUE);
        }
        return TokenView.of(
                tokens.setThreadBudget(RequestText.id("token", id), threads.isNull() ? null : threads.intValue()),
                null);
    }

    @DELETE
    @Path("/{id}")
    @Operation(summary = "Revoke a token", description = "It stops working at once; it stays listed as revoked.")
    public TokenView revoke(@PathParam("id") String id) {
        return TokenView.of(tokens.revoke(RequestText.id("token", id)), null);
    }
}
