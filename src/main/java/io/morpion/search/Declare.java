package io.morpion.search;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The declarations a search's parameters carry where they live, on the components of the algorithm's config
 * record: {@link ConfigBinder} reads them once and builds from them the {@link Parameter}s the API, the CLI's help
 * and the web forms show, and the record from a request's settings. A parameter's name is its component's in
 * kebab case unless {@code name} says otherwise; its default is {@code value}; a component with no declaration is
 * one of the settings every search has (the variant, the seed, the warm start).
 *
 * <p>{@code unnamed}, when not empty, is what a stored spec that does not name the parameter meant (see
 * {@link Parameter#unnamed()}).
 */
public final class Declare {

    private Declare() {}

    /** A whole number; {@code max} of {@link Integer#MAX_VALUE} or more for no bound. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Whole {
        String name() default "";

        long value();

        long min() default 0;

        long max() default Integer.MAX_VALUE;

        String unit() default "";

        String help();

        String unnamed() default "";
    }

    /** A number; {@code above} and {@code below} leave {@code min} and {@code max} themselves out of the range. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Real {
        String name() default "";

        double value();

        double min() default 0;

        double max() default Double.POSITIVE_INFINITY;

        boolean above() default false;

        boolean below() default false;

        String unit() default "";

        String help();

        String unnamed() default "";
    }

    /**
     * One word: an enum component's constants in lower case, in their declared order; a boolean component's
     * {@code options}, the first meaning true (on, off).
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Choice {
        String name() default "";

        String value();

        String[] options() default {"on", "off"};

        String help();

        String unnamed() default "";
    }

    /** One or more of {@code options}, comma-separated: a {@code Set<String>} component. */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Choices {
        String name() default "";

        String value();

        String[] options();

        String help();
    }

    /**
     * A parameter under trial: {@code since} (an ISO date) it has waited for the race that decides it, which
     * {@code decision} names (a section of docs/decisions.md). An experiment is kept, made stable or retired
     * within four weeks; a test fails on one older.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Experiment {
        String since();

        String decision();
    }

    /**
     * A parameter whose race was lost: the solver no longer reads it and its value is always {@code value}. A new
     * request that names it is refused; a stored spec or checkpoint that names it at that value still restores, so
     * retiring orphans no checkpoint. {@code decision} names the section of docs/decisions.md that retired it.
     */
    @Retention(RetentionPolicy.RUNTIME)
    @Target(ElementType.RECORD_COMPONENT)
    public @interface Retired {
        String value();

        String decision();
    }
}
