package io.morpion.service.proofs;

/**
 * A request for a sweep of local proofs of a record.
 *
 * @param kind  last, closure, window or open
 * @param size  the moves freed at the end (last) or the window's width (window)
 * @param limit the most one neighbourhood is searched, as a time: 10s, 5m
 */
public record LocalProofRequest(String kind, Integer size, String limit) {}
