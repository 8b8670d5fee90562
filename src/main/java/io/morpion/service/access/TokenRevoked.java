package io.morpion.service.access;

/**
 * A token was just revoked, in the transaction that revokes it: what the token had asked for (its webhook, its
 * background work) ends with it.
 */
public record TokenRevoked(long tokenId) {}
