package io.morpion.search;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;

/**
 * One parameter of a search algorithm, declared once with its kind, default, range and help: the
 * API serves it, the CLI's help and the web forms are built from it, and the algorithm's
 * configuration checks its values against it.
 *
 * @param kind     how its value is written: a whole number, a number, one word of {@code options},
 *                 or several of them comma-separated
 * @param min      the least value (numbers), or null for none
 * @param minOpen  the least value itself is not allowed (the range is open there)
 * @param max      the greatest value (numbers), or null for none
 * @param maxOpen  the greatest value itself is not allowed
 * @param options  the words a choice takes, in the order help lists them
 * @param unnamed  the value a stored spec that does not name the parameter meant (how the search
 *                 behaved before the parameter existed, or before its default changed), or null when
 *                 every stored spec names it; a checkpoint key leaves the parameter out at this value
 * @param unit     what its number counts (moves, iterations, positions), or empty
 * @param lifecycle whether it is stable, an experiment waiting for its race or retired
 */
public record Parameter(
        String name,
        Kind kind,
        String defaultValue,
        Double min,
        boolean minOpen,
        Double max,
        boolean maxOpen,
        List<String> options,
        String help,
        String unnamed,
        String unit,
        Lifecycle lifecycle) {

    public enum Kind {
        WHOLE,
        NUMBER,
        CHOICE,
        CHOICES
    }

    public Parameter {
        Objects.requireNonNull(name);
        Objects.requireNonNull(defaultValue, name);
        options = options == null ? List.of() : List.copyOf(options);
        unit = unit == null ? "" : unit;
        lifecycle = lifecycle == null ? Lifecycle.STABLE : lifecycle;
    }

    /** A whole number from {@code min} to {@code max} (Integer.MAX_VALUE for no bound). */
    public static Parameter whole(String name, long defaultValue, long min, long max, String help) {
        return new Parameter(
                name,
                Kind.WHOLE,
                Long.toString(defaultValue),
                (double) min,
                false,
                max >= Integer.MAX_VALUE ? null : (double) max,
                false,
                List.of(),
                help,
                null,
                null,
                null);
    }

    /** A number from {@code min} to {@code max}, both allowed. */
    public static Parameter number(String name, double defaultValue, double min, double max, String help) {
        return new Parameter(
                name,
                Kind.NUMBER,
                ConfigChecks.plain(defaultValue),
                min,
                false,
                max,
                false,
                List.of(),
                help,
                null,
                null,
                null);
    }

    /** A number above {@code min} (not equal to it) up to {@code max}, or with no bound when max is infinite. */
    public static Parameter numberAbove(String name, double defaultValue, double min, double max, String help) {
        return new Parameter(
                name,
                Kind.NUMBER,
                ConfigChecks.plain(defaultValue),
                min,
                true,
                Double.isInfinite(max) ? null : max,
                false,
                List.of(),
                help,
                null,
                null,
                null);
    }

    /** A number strictly between {@code min} and {@code max}. */
    public static Parameter numberBetween(String name, double defaultValue, double min, double max, String help) {
        return new Parameter(
                name,
                Kind.NUMBER,
                ConfigChecks.plain(defaultValue),
                min,
                true,
                max,
                true,
                List.of(),
                help,
                null,
                null,
                null);
    }

    /** One word of {@code options}. */
    public static Parameter choice(String name, String defaultValue, List<String> options, String help) {
        return new Parameter(
                name, Kind.CHOICE, defaultValue, null, false, null, false, options, help, null, null, null);
    }

    /** One or more words of {@code options}, comma-separated. */
    public static Parameter choices(String name, String defaultValue, List<String> options, String help) {
        return new Parameter(
                name, Kind.CHOICES, defaultValue, null, false, null, false, options, help, null, null, null);
    }

    /**
     * The same parameter, declared to have meant {@code value} in specs stored without it. Whoever
     * adds a parameter whose default changes how a search behaves, or changes a default, says here
     * what the search did before, so that runs and checkpoints stored then resume unchanged.
     */
    public Parameter meantWhenUnnamed(String value) {
        check(value);
        return new Parameter(
                name, kind, defaultValue, min, minOpen, max, maxOpen, options, help, value, unit, lifecycle);
    }

    /** The same parameter, counting {@code newUnit} and at the stage of its life {@code newLifecycle} says. */
    public Parameter with(String newUnit, Lifecycle newLifecycle) {
        if (newLifecycle.retired()) {
            check(newLifecycle.retiredValue());
        }
        return new Parameter(
                name, kind, defaultValue, min, minOpen, max, maxOpen, options, help, unnamed, newUnit, newLifecycle);
    }

    /** The value in one written form: 12 for "012", 0.5 for ".50", choices in their declared order. */
    public String canonical(String text) {
        return switch (kind) {
            case WHOLE -> Long.toString(longOf(text));
            case NUMBER -> ConfigChecks.plain(numberOf(text));
            case CHOICE -> choiceOf(text);
            case CHOICES -> {
                Set<String> chosen = choicesOf(text);
                yield String.join(",", options.stream().filter(chosen::contains).toList());
            }
        };
    }

    /** The value as its configuration takes it, refused with this parameter's rule when out of range. */
    public int require(int value) {
        requireInRange(value, Integer.toString(value));
        return value;
    }

    public long require(long value) {
        requireInRange(value, Long.toString(value));
        return value;
    }

    public double require(double value) {
        requireInRange(value, ConfigChecks.plain(value));
        return value;
    }

    private void requireInRange(double value, String shown) {
        boolean aboveMin = min == null || (minOpen ? value > min : value >= min);
        boolean belowMax = max == null || (maxOpen ? value < max : value <= max);
        ConfigChecks.require(
                Double.isFinite(value) && aboveMin && belowMax, name + " must be " + range() + ", not " + shown);
    }

    /** The allowed values as help and refusals say them: 1..8, at least 1, in (0, 1], or the words. */
    public String range() {
        return switch (kind) {
            case CHOICE -> "one of " + String.join(", ", options);
            case CHOICES -> "one or more of " + String.join(", ", options) + ", comma-separated";
            default -> {
                if (max == null) {
                    yield (minOpen ? "above " : "at least ") + shown(min);
                }
                if (minOpen || maxOpen) {
                    yield (minOpen ? "in (" : "in [") + shown(min) + ", " + shown(max) + (maxOpen ? ")" : "]");
                }
                yield shown(min) + ".." + shown(max);
            }
        };
    }

    private String shown(double value) {
        return kind == Kind.WHOLE ? Long.toString((long) value) : ConfigChecks.plain(value);
    }

    /** The value written in text, read as its kind: a whole number, a number, or known words, lower-cased. */
    public int wholeOf(String text) {
        try {
            return require(Integer.parseInt(text.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    name + " must be a whole number, not \"" + ConfigChecks.echoed(text) + "\"");
        }
    }

    public long longOf(String text) {
        try {
            return require(Long.parseLong(text.trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(
                    name + " must be a whole number, not \"" + ConfigChecks.echoed(text) + "\"");
        }
    }

    public double numberOf(String text) {
        double value;
        try {
            value = Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " must be a number, not \"" + ConfigChecks.echoed(text) + "\"");
        }
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(name + " must be a number, not \"" + ConfigChecks.echoed(text) + "\"");
        }
        return require(value);
    }

    public String choiceOf(String text) {
        String word = text.trim().toLowerCase(Locale.ROOT);
        if (!options.contains(word)) {
            throw new IllegalArgumentException(
                    name + " must be one of " + options + ", not \"" + ConfigChecks.echoed(text) + "\"");
        }
        return word;
    }

    public Set<String> choicesOf(String text) {
        Set<String> words = new LinkedHashSet<>();
        List<String> unknown = new ArrayList<>();
        for (String part : text.split(",")) {
            String word = part.trim().toLowerCase(Locale.ROOT);
            if (!word.isEmpty()) {
                (options.contains(word) ? words : unknown).add(word);
            }
        }
        if (words.isEmpty() || !unknown.isEmpty()) {
            throw new IllegalArgumentException(name + " must name some of " + options + ", comma-separated, not \""
                    + ConfigChecks.echoed(text) + "\"");
        }
        return words;
    }

    /** Whether the text is a value this parameter takes; the refusal says why not. */
    public void check(String text) {
        switch (kind) {
            case WHOLE -> longOf(text);
            case NUMBER -> numberOf(text);
            case CHOICE -> choiceOf(text);
            case CHOICES -> choicesOf(text);
        }
    }
}
