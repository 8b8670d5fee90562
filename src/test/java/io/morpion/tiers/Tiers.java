package io.morpion.tiers;

/**
 * The test tiers, by JUnit tag. A plain JUnit test has no tag and is in the fast tier
 * ({@code ./mvnw -Pfast test}); the others come with their composed annotations.
 */
public final class Tiers {

    public static final String SERVICE = "service";
    public static final String BROWSER = "browser";
    public static final String SLOW = "slow";

    /**
     * The system property that sizes property sweeps: surefire (the fast, service and browser tiers) sets it to
     * {@code fast}, failsafe to {@code full} for the sweeps' {@code *IT} subclasses in the slow tier.
     */
    public static final String SWEEP = "morpion.test.sweep";

    private Tiers() {}

    /**
     * How many cases a property sweep tries: {@code fast} in the unit-test tiers, which keeps the fast tier within
     * its budget, and {@code full} in the slow tier (or with the property unset, as in an IDE), so that every
     * landing still tries every case.
     */
    public static int sweep(int full, int fast) {
        return "fast".equals(System.getProperty(SWEEP)) ? fast : full;
    }
}
