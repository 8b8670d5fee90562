package io.morpion.search;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Function;

/**
 * Builds an algorithm's config record from a request's settings, reading each parameter's declaration from the
 * record's own components ({@link Declare}): the record is where a parameter is declared, and where it lives. Each
 * value is read as its kind, checked against its range once, and converted to its component's type (int, long,
 * double, boolean for a two-word choice, an enum, or a set of words); the record's constructor is left only the
 * rules that tie parameters together.
 *
 * @param <C> the algorithm's config record
 */
public final class ConfigBinder<C extends Record> {

    private final List<Function<Settings, Object>> slots;
    private final List<Parameter> parameters;
    private final Constructor<C> constructor;

    private ConfigBinder(Class<C> type) {
        RecordComponent[] components = type.getRecordComponents();
        List<Function<Settings, Object>> reads = new ArrayList<>();
        List<Parameter> declared = new ArrayList<>();
        for (RecordComponent component : components) {
            Parameter parameter = declaration(component);
            if (parameter == null) {
                reads.add(context(type, component));
            } else {
                declared.add(parameter);
                reads.add(read(parameter, component.getType()));
            }
        }
        this.slots = List.copyOf(reads);
        this.parameters = List.copyOf(declared);
        try {
            this.constructor = type.getDeclaredConstructor(
                    Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new));
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record has its canonical constructor", e);
        }
        // a record nested in a test or a package is built as a public one is
        this.constructor.trySetAccessible();
    }

    /** The binder of a config record, its declarations checked: a wrong one fails when the algorithm is declared. */
    public static <C extends Record> ConfigBinder<C> of(Class<C> type) {
        return new ConfigBinder<>(type);
    }

    /** The parameters, in the order the record declares them (which checkpoint keys follow). */
    public List<Parameter> parameters() {
        return parameters;
    }

    /** The parameter of this name; a name the record does not declare is a mistake in the code. */
    public Parameter parameter(String name) {
        return parameters.stream()
                .filter(p -> p.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no parameter " + name));
    }

    /** Every parameter at its default, for the variant 5T, seed 1, from the cross: what a default reads. */
    public C defaults() {
        return bind(Settings.defaults(Variant.FIVE_TOUCHING, 1));
    }

    /** The configuration the settings describe, every parameter checked: refused in the parameter's words. */
    public C bind(Settings settings) {
        Object[] values = new Object[slots.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = slots.get(i).apply(settings);
        }
        try {
            return constructor.newInstance(values);
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException refused) {
                throw refused;
            }
            throw new IllegalStateException(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a config record's constructor can be called", e);
        }
    }

    /** The settings every search has, which a component declares by its type alone. */
    private static Function<Settings, Object> context(Class<?> type, RecordComponent component) {
        Class<?> of = component.getType();
        if (of == Variant.class) {
            return Settings::variant;
        }
        if (of == MsrRecord.class) {
            return Settings::warmStart;
        }
        if (of == long.class && component.getName().equals("seed")) {
            return Settings::seed;
        }
        throw new IllegalStateException(type.getSimpleName() + "." + component.getName()
                + " is neither a declared parameter nor the variant, the seed or the warm start");
    }

    private static Function<Settings, Object> read(Parameter p, Class<?> type) {
        Function<String, Object> convert = converter(p, type);
        if (p.lifecycle().retired()) {
            // a retired parameter means its one value; the spec's own text was held to it when it was read
            Object value = convert.apply(p.lifecycle().retiredValue());
            return settings -> value;
        }
        return settings -> convert.apply(settings.text(p));
    }

    private static Function<String, Object> converter(Parameter p, Class<?> type) {
        Function<String, Object> convert =
                switch (p.kind()) {
                    case WHOLE -> type == int.class ? p::wholeOf : type == long.class ? p::longOf : null;
                    case NUMBER -> type == double.class ? p::numberOf : null;
                    case CHOICE -> {
                        if (type == boolean.class && p.options().size() == 2) {
                            yield text -> p.choiceOf(text).equals(p.options().get(0));
                        }
                        yield type.isEnum() ? text -> constant(type, p.choiceOf(text)) : null;
                    }
                    case CHOICES -> type == Set.class ? text -> Set.copyOf(p.choicesOf(text)) : null;
                };
        if (convert == null) {
            throw new IllegalStateException(
                    "parameter " + p.name() + " of kind " + p.kind() + " cannot be a " + type.getSimpleName());
        }
        convert.apply(p.defaultValue());
        return convert;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object constant(Class<?> type, String word) {
        return Enum.valueOf((Class) type, word.toUpperCase(Locale.ROOT));
    }

    /** The component's parameter, or null when it declares none. */
    private static Parameter declaration(RecordComponent c) {
        Parameter p = null;
        String unit = "";
        Declare.Whole w = c.getAnnotation(Declare.Whole.class);
        Declare.Real r = c.getAnnotation(Declare.Real.class);
        Declare.Choice ch = c.getAnnotation(Declare.Choice.class);
        Declare.Choices chs = c.getAnnotation(Declare.Choices.class);
        if (w != null) {
            p = Parameter.whole(name(w.name(), c), w.value(), w.min(), w.max(), w.help());
            p = unnamed(p, w.unnamed());
            unit = w.unit();
        } else if (r != null) {
            p = new Parameter(
                    name(r.name(), c),
                    Parameter.Kind.NUMBER,
                    ConfigChecks.plain(r.value()),
                    r.min(),
                    r.above(),
                    Double.isInfinite(r.max()) ? null : r.max(),
                    r.below(),
                    List.of(),
                    r.help(),
                    null,
                    null,
                    null);
            p = unnamed(p, r.unnamed());
            unit = r.unit();
        } else if (ch != null) {
            List<String> options = c.getType().isEnum()
                    ? Arrays.stream(c.getType().getEnumConstants())
                            .map(e -> ((Enum<?>) e).name().toLowerCase(Locale.ROOT))
                            .toList()
                    : List.of(ch.options());
            p = unnamed(Parameter.choice(name(ch.name(), c), ch.value(), options, ch.help()), ch.unnamed());
        } else if (chs != null) {
            p = Parameter.choices(name(chs.name(), c), chs.value(), List.of(chs.options()), chs.help());
        }
        if (p == null) {
            return null;
        }
        p.check(p.defaultValue());
        return p.with(unit, lifecycle(c));
    }

    private static Lifecycle lifecycle(RecordComponent c) {
        Declare.Experiment experiment = c.getAnnotation(Declare.Experiment.class);
        Declare.Retired retired = c.getAnnotation(Declare.Retired.class);
        if (experiment != null && retired != null) {
            throw new IllegalStateException(c.getName() + " is an experiment or retired, not both");
        }
        if (experiment != null) {
            return Lifecycle.experiment(LocalDate.parse(experiment.since()), experiment.decision());
        }
        return retired != null ? Lifecycle.retired(retired.value(), retired.decision()) : Lifecycle.STABLE;
    }

    private static Parameter unnamed(Parameter p, String unnamed) {
        return unnamed.isEmpty() ? p : p.meantWhenUnnamed(unnamed);
    }

    /** The declared name, else the component's in kebab case: blacklistMoves is blacklist-moves. */
    private static String name(String declared, RecordComponent c) {
        return declared.isEmpty()
                ? c.getName().replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT)
                : declared;
    }
}
