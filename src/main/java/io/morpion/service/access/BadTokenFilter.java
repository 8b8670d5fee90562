package io.morpion.service.access;

import io.morpion.service.common.RefusalBody;
import io.morpion.service.common.RefusalCode;
import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.CurrentIdentityAssociation;
import io.smallrye.mutiny.Uni;
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

    @ServerRequestFilter
    public Uni<Response> refuseBadTokens(ContainerRequestContext request) {
        if (request.getHeaderString(HttpHeaders.AUTHORIZATION) == null) {
            return Uni.createFrom().nullItem();
        }
        return identities
                .getDeferredIdentity()
                .replaceWith((Response) null)
                .onFailure(AuthenticationFailedException.class)
                .recoverWithItem(e -> Response.status(401)
                        .header("WWW-Authenticate", "Bearer")
                        .type(MediaType.APPLICATION_JSON)
                        .entity(RefusalBody.of(
                                e.getMessage() == null ? "the token was refused" : e.getMessage(),
                                RefusalCode.TOKEN_REJECTED))
                        .build());
    }
}
