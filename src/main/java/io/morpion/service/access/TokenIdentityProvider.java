package io.morpion.service.access;

import io.quarkus.security.AuthenticationFailedException;
import io.quarkus.security.identity.AuthenticationRequestContext;
import io.quarkus.security.identity.IdentityProvider;
import io.quarkus.security.identity.SecurityIdentity;
import io.quarkus.security.runtime.QuarkusPrincipal;
import io.quarkus.security.runtime.QuarkusSecurityIdentity;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/** Turns a bearer token into an identity: the token's name, its id, and its roles. */
@ApplicationScoped
public class TokenIdentityProvider implements IdentityProvider<TokenAuthenticationRequest> {

    static final String TOKEN_ID = "tokenId";

    @Inject
    Tokens tokens;

    @Override
    public Class<TokenAuthenticationRequest> getRequestType() {
        return TokenAuthenticationRequest.class;
    }

    @Override
    public Uni<SecurityIdentity> authenticate(
            TokenAuthenticationRequest request, AuthenticationRequestContext context) {
        return context.runBlocking(() -> {
            TokenEntity token = tokens.authenticate(request.token())
                    .orElseThrow(() -> new AuthenticationFailedException("the token is unknown, revoked or expired"));
            QuarkusSecurityIdentity.Builder identity = QuarkusSecurityIdentity.builder()
                    .setPrincipal(new QuarkusPrincipal(token.name))
                    .addRole(Roles.SEARCHER)
                    .addAttribute(TOKEN_ID, token.id);
            if (Roles.ADMIN.equals(token.role)) {
                identity.addRole(Roles.ADMIN);
            }
            return identity.build();
        });
    }
}
