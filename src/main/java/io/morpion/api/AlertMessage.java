package io.morpion.api;

/**
 * What a token's webhook is sent for a run's alert, in version {@value #VERSION} of its shape: the alert, which run
 * (and campaign) raised it, the address of its page, whether the game is one the server already holds (a
 * rediscovery, such as a published record found again) and which record holds it, and the game. A later version
 * adds fields and never changes one; a receiver reads {@code version} to know which it has.
 *
 * @param kind     "world record" or "proven optimum"
 * @param known    the record or optimum the score was measured against
 * @param standing the score beside it, in words
 */
public record AlertMessage(
        int version,
        String event,
        long run,
        Long campaign,
        String variant,
        int score,
        int known,
        String kind,
        boolean beats,
        String standing,
        String page,
        boolean knownGame,
        Long knownRecord,
        String msr) {

    /** The shape's version: 1 for the fields above. */
    public static final int VERSION = 1;

    /** A message a run could send, with every field set: what a test delivery carries, so receivers can be written. */
    public static AlertMessage sample(String page) {
        return new AlertMessage(
                VERSION,
                "alert",
                0,
                null,
                "5T",
                178,
                178,
                "world record",
                false,
                "ties the world record",
                page,
                true,
                1L,
                "the game in MSR");
    }
}
