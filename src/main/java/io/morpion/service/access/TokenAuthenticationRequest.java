package io.morpion.service.access;

import io.quarkus.security.identity.request.BaseAuthenticationRequest;

/** A bearer token presented with a request, for {@link TokenIdentityProvider} to check. */
public class TokenAuthenticationRequest extends BaseAuthenticationRequest {

    private final String token;

    public TokenAuthenticationRequest(String token) {
        this.token = token;
    }

    public String token() {
        return token;
    }
}
