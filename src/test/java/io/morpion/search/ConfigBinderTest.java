package io.morpion.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A config record's parameters, declared on its components, read once and bound from a request's settings. */
class ConfigBinderTest {

    enum Letter {
        A,
        B,
        C
    }

    record Sample(
            Variant variant,
            @Declare.Whole(value = 3, min = 1, max = 9, unit = "moves", help = "a count") int someCount,
            @Declare.Real(value = 0.5, max = 1, above = true, help = "a share") double share,
            @Declare.Choice(value = "off", help = "a switch") boolean flag,
            @Declare.Choice(name = "letter-picked", value = "b", unnamed = "a", help = "a letter") Letter letter,
            @Declare.Choices(
                            value = "x,y",
                            options = {"x", "y", "z"},
                            help = "some words")
                    Set<String> picks,
            @Declare.Experiment(since = "2026-12-01", decision = "sample-trial")
                    @Declare.Whole(value = 0, help = "on trial")
                    int trial,
            @Declare.Retired(value = "2", decision = "sample-gone") @Declare.Whole(value = 2, max = 5, help = "gone")
                    int gone,
            long seed,
            MsrRecord warmStart) {}

    private static final ConfigBinder<Sample> SAMPLE = ConfigBinder.of(Sample.class);

    private static Settings with(Map<String, String> values) {
        return new Settings(Variant.FOUR_DISJOINT, 42, 1, values, null);
    }

    @Test
    void theParametersAreTheComponentsInTheirOrderNamedInKebabCaseUnlessNamed() {
        assertEquals(
                List.of("some-count", "share", "flag", "letter-picked", "picks", "trial", "gone"),
                SAMPLE.parameters().stream().map(Parameter::name).toList());
        Parameter count = SAMPLE.parameter("some-count");
        assertEquals("3", count.defaultValue());
        assertEquals("1..9", count.range());
        assertEquals("moves", count.unit());
        assertEquals("in (0, 1]", SAMPLE.parameter("share").range());
        assertEquals(List.of("on", "off"), SAMPLE.parameter("flag").options());
        assertEquals(List.of("a", "b", "c"), SAMPLE.parameter("letter-picked").options(), "an enum's constants");
        assertEquals("a", SAMPLE.parameter("letter-picked").unnamed());
    }

    @Test
    void eachValueIsReadAsItsComponentsTypeAndTheContextFromTheSettings() {
        Sample defaults = SAMPLE.bind(with(Map.of()));
        assertEquals(
                new Sample(Variant.FOUR_DISJOINT, 3, 0.5, false, Letter.B, Set.of("x", "y"), 0, 2, 42, null), defaults);
        Sample chosen = SAMPLE.bind(with(Map.of(
                "some-count", "07", "share", "1", "flag", "ON", "letter-picked", "c", "picks", "z, x", "trial", "5")));
        assertEquals(
                new Sample(Variant.FOUR_DISJOINT, 7, 1.0, true, Letter.C, Set.of("x", "z"), 5, 2, 42, null), chosen);
    }

    @Test
    void aValueOutOfItsRangeIsRefusedInTheParametersWords() {
        IllegalArgumentException wide =
                assertThrows(IllegalArgumentException.class, () -> SAMPLE.bind(with(Map.of("some-count", "10"))));
        assertEquals("some-count must be 1..9, not 10", wide.getMessage());
        IllegalArgumentException word =
                assertThrows(IllegalArgumentException.class, () -> SAMPLE.bind(with(Map.of("letter-picked", "d"))));
        assertTrue(word.getMessage().startsWith("letter-picked must be one of [a, b, c]"), word.getMessage());
    }

    @Test
    void anExperimentSaysSinceWhenAndARetiredParameterAlwaysMeansItsOneValue() {
        Lifecycle trial = SAMPLE.parameter("trial").lifecycle();
        assertTrue(trial.experiment());
        assertEquals(LocalDate.of(2026, 12, 1), trial.since());
        assertEquals("sample-trial", trial.decision());
        Lifecycle gone = SAMPLE.parameter("gone").lifecycle();
        assertTrue(gone.retired());
        assertEquals("2", gone.retiredValue());
        assertEquals(2, SAMPLE.bind(with(Map.of("gone", "4"))).gone(), "the solver sees only the retired value");
        assertEquals(Lifecycle.STABLE, SAMPLE.parameter("share").lifecycle());
    }

    record Undeclared(Variant variant, int count, long seed) {}

    record Mistyped(@Declare.Whole(value = 1, help = "a whole number in a real") double count) {}

    record OutOfRange(@Declare.Whole(value = 20, max = 10, help = "a default past its range") int count) {}

    @Test
    void aMistakeInTheDeclarationsFailsWhenTheAlgorithmIsDeclared() {
        IllegalStateException undeclared =
                assertThrows(IllegalStateException.class, () -> ConfigBinder.of(Undeclared.class));
        assertTrue(
                undeclared.getMessage().contains("Undeclared.count is neither a declared parameter"),
                undeclared.getMessage());
        IllegalStateException mistyped =
                assertThrows(IllegalStateException.class, () -> ConfigBinder.of(Mistyped.class));
        assertEquals("parameter count of kind WHOLE cannot be a double", mistyped.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ConfigBinder.of(OutOfRange.class));
    }
}
