package io.morpion.service.access;

import io.morpion.service.common.RefusalBody;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.smallrye.mutiny.Uni;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Authentication is lazy (quarkus.http.auth.proactive=false, so that its failures reach the API's
 * JSON errors); this checks a presented token on every call, so that a wrong or expired token is
 * refused even where no token is needed, instead of being silently ignored.
 */
public class BadTokenFilter {

    @Inject
    CurrentIdentityAssociation identities;

    @Inject
    RateLimits limits;

    @ServerRequestFilter
    public Uni<Response> refuseBadTokens(ContainerRequestContext request, HttpServerRequest http) {
        if (request.getHeaderString(HttpHeaders.AUTHORIZATION) == null) {
            return Uni.createFrom().nullItem();
        }
        // refused tokens are counted by address, whatever token each one was
        Caller address = Caller.of(
                null,
                http.remoteAddress() == null ? "unknown" : http.remoteAddress().hostAddress());
        try {
            limits.requireLeft(RateLimits.Action.BAD_TOKEN, address);
        } catch (Refused.TooMany e) {
            return Uni.createFrom().item(tooMany(e));
        }
        return identities
                .getDeferredIdentity()
                .replaceWith((Response) null)
                .onFailure(AuthenticationFailedException.class)
                .recoverWithItem(e -> {
                    try {
                        limits.take(RateLimits.Action.BAD_TOKEN, address);
                    } catch (Refused.TooMany counted) {
                        // this one is still told why its token was refused; the next ones are not read
                    }
                    return Response.status(401)
                            .header("WWW-Authenticate", "Bearer")
                            .type(MediaType.APPLICATION_JSON)
                            .entity(RefusalBody.of(
                                    e.getMessage() == null ? "the token was refused" : e.getMessage(),
                                    RefusalCode.TOKEN_REJECTED))
                            .build();
                });
    }

    private static Response tooMany(Refused.TooMany e) {
        return Response.status(429)
                .header("Retry-After", e.retryAfterSeconds())
                .type(MediaType.APPLICATION_JSON)
                .entity(RefusalBody.of(e.getMessage(), e.code(), e.params()))
                .build();
    }
}
