package io.morpion.tiers;

/**
 * The test tiers, by JUnit tag. A plain JUnit test has no tag and is in the fast tier
 * ({@code ./mvnw -Pfast test}); the others come with their composed annotations.
 */
public final class Tiers {

    public static final String SERVICE = "service";
    public static final String BROWSER = "browser";
    public static final String SLOW = "slow";

    private Tiers() {}
}
