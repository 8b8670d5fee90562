package io.morpion.tiers;

/**
 * The test tiers, by JUnit tag. A plain JUnit test has no tag and is in the fast tier
 * ({@code ./mvnw -Pfast test}); the others come with their composed annotations.
 */
public final class Tiers {

    public static final String SERVICE = "service";
    public static final String BROWSER = "browser";
    public static final String SLOW = "slow";

    /** The system property the fast tier sets ({@code -Pfast}) so that property sweeps run at their small size. */
    public static final String SWEEP = "morpion.test.sweep";

    private Tiers() {}

    /**
     * How many cases a property sweep tries: {@code full} in the full build, {@code fast} in the fast tier, which
     * must stay under two minutes; the full build still tries every case on every landing.
     */
    public static int sweep(int full, int fast) {
        return "fast".equals(System.getProperty(SWEEP)) ? fast : full;
    }
}
