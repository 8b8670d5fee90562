package io.morpion.service.access;

/**
 * Who may do what. Anyone may read and submit records; a searcher token queues runs and controls
 * its own; an admin token also controls anyone's runs, retracts records and manages tokens.
 */
public final class Roles {

    public static final String SEARCHER = "searcher";
    public static final String ADMIN = "admin";

    private Roles() {}
}
