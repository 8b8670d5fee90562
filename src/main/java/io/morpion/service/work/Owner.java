package io.morpion.service.work;

import io.morpion.service.access.Caller;

/**
 * Who asked for a piece of background work: the unit of fairness (turns go round the owners) and of shares.
 *
 * @param key   what the layer tells owners apart by: the token, or the name of who asked before tokens were kept
 * @param token the token's id, or null
 * @param label how the work shows who asked
 */
public record Owner(String key, Long token, String label) {

    public static Owner of(Caller caller) {
        return caller.anonymous()
                ? new Owner("anonymous", null, caller.label())
                : ofToken(caller.tokenId(), caller.label());
    }

    public static Owner ofToken(long token, String label) {
        return new Owner("token:" + token, token, label);
    }
}
