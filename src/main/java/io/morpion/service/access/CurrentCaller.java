package io.morpion.service.access;

import io.quarkus.security.identity.SecurityIdentity;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.RequestScoped;
import jakarta.inject.Inject;

/** The caller of the current request. */
@RequestScoped
public class CurrentCaller {

    @Inject
    SecurityIdentity identity;

    @Inject
    RoutingContext routing;

    public Caller get() {
        var address = routing.request().remoteAddress();
        return Caller.of(identity, address == null ? "unknown" : address.hostAddress());
    }
}
