package io.morpion.service.access;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.IdentityProviderManager;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.identity.request.AuthenticationRequest;
import io.quarkus.vertx.http.runtime.security.ChallengeData;
import io.quarkus.vertx.http.runtime.security.HttpAuthenticationMechanism;
import io.quarkus.vertx.http.runtime.security.HttpCredentialTransport;
import io.quarkus.vertx.http.runtime.security.HttpSecurityUtils;
import io.smallrye.mutiny.Uni;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Set;

/**
 * Reads "Authorization: Bearer TOKEN". No header means an anonymous caller, who may still read and
 * submit; a header that is not a bearer token, or a token that is unknown, revoked or expired,
 * fails the request with 401.
 */
@ApplicationScoped
public class BearerTokenMechanism implements HttpAuthenticationMechanism {

    @Override
    public Uni<SecurityIdentity> authenticate(RoutingContext context, IdentityProviderManager identities) {
        String header = context.request().getHeader("Authorization");
        if (header == null) {
            return Uni.createFrom().nullItem();
        }
        if (!header.regionMatches(true, 0, "Bearer ", 0, 7) || header.length() > 300) {
            return Uni.createFrom()
                    .failure(new AuthenticationFailedException(
                            "the Authorization header must be \"Bearer\" and a Morpion token"));
        }
        TokenAuthenticationRequest request =
                new TokenAuthenticationRequest(header.substring(7).strip());
        HttpSecurityUtils.setRoutingContextAttribute(request, context);
        return identities.authenticate(request);
    }

    @Override
    public Uni<ChallengeData> getChallenge(RoutingContext context) {
        return Uni.createFrom().item(new ChallengeData(401, "WWW-Authenticate", "Bearer"));
    }

    @Override
    public Set<Class<? extends AuthenticationRequest>> getCredentialTypes() {
        return Set.of(TokenAuthenticationRequest.class);
    }

    @Override
    public Uni<HttpCredentialTransport> getCredentialTransport(RoutingContext context) {
        return Uni.createFrom().item(new HttpCredentialTransport(HttpCredentialTransport.Type.AUTHORIZATION, "bearer"));
    }
}
