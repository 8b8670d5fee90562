package io.morpion.search;

import java.time.LocalDate;
import java.util.Objects;

/**
 * Where a parameter is in its life: stable; an experiment, {@code since} a date, waiting for the race that
 * {@code decision} names (a section of docs/decisions.md); or retired, its value always {@code retiredValue}, kept
 * only so that what was stored with it still restores.
 */
public record Lifecycle(Stage stage, String decision, LocalDate since, String retiredValue) {

    public enum Stage {
        STABLE,
        EXPERIMENT,
        RETIRED
    }

    /** The file that holds the race figures and the reasons behind every default and every decision. */
    public static final String DECISIONS = "docs/decisions.md";

    public static final Lifecycle STABLE = new Lifecycle(Stage.STABLE, null, null, null);

    public Lifecycle {
        Objects.requireNonNull(stage);
        if (stage != Stage.STABLE) {
            Objects.requireNonNull(decision, "an experiment or a retired parameter names its decision");
        }
        if (stage == Stage.EXPERIMENT) {
            Objects.requireNonNull(since, "an experiment says since when it waits");
        }
        if (stage == Stage.RETIRED) {
            Objects.requireNonNull(retiredValue, "a retired parameter keeps one value");
        }
    }

    public static Lifecycle experiment(LocalDate since, String decision) {
        return new Lifecycle(Stage.EXPERIMENT, decision, since, null);
    }

    public static Lifecycle retired(String value, String decision) {
        return new Lifecycle(Stage.RETIRED, decision, null, value);
    }

    /** Where the decision is written: a section of the decisions file; null for a stable parameter. */
    public String decisionLink() {
        return decision == null ? null : link(decision);
    }

    /** A section of the decisions file, as every message and view names it. */
    public static String link(String section) {
        return DECISIONS + "#" + section;
    }

    public boolean experiment() {
        return stage == Stage.EXPERIMENT;
    }

    public boolean retired() {
        return stage == Stage.RETIRED;
    }
}
