package io.morpion.service;

/**
 * A database of its own for the search-run tests: the games their runs file as records would
 * otherwise change what the record tests count.
 */
public class RunsDatabaseTestResource extends EmbeddedPostgresTestResource {}
