package io.morpion.service.access;

import io.quarkus.security.identity.SecurityIdentity;

/**
 * Who is calling, as the service's rules need it: the token (null for anonymous callers), whether
 * it is an admin's, and a key for per-client limits (the token, else the client's address).
 */
public record Caller(Long tokenId, String name, boolean admin, String clientKey) {

    public static Caller of(SecurityIdentity identity, String remoteAddress) {
        if (identity == null || identity.isAnonymous()) {
            return new Caller(null, "anonymous", false, "ip:" + remoteAddress);
        }
        Long tokenId = identity.getAttribute(TokenIdentityProvider.TOKEN_ID);
        return new Caller(
                tokenId, identity.getPrincipal().getName(), identity.hasRole(Roles.ADMIN), "token:" + tokenId);
    }

    public boolean anonymous() {
        return tokenId == null;
    }

    /** How records and runs name who made them. */
    public String label() {
        return anonymous() ? "anonymous" : name + " (token " + tokenId + ")";
    }
}
