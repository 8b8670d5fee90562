package io.morpion.service;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;

/**
 * Tests only: an endpoint that fails the way a bug does, with an exception the service did not
 * mean for the caller, its message naming our internals.
 */
@Path("/api/test-only/failure")
public class FailingResource {

    static final String INTERNAL_DETAIL = "index 7 out of bounds in the ledger's cache";

    @GET
    public String fail() {
        throw new IllegalArgumentException(INTERNAL_DETAIL);
    }
}
