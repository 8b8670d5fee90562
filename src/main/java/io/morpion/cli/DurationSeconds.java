package io.morpion.cli;

import io.morpion.search.termination.Durations;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A time as every command takes one (90, 90s, 10m, 2h, 1d), in seconds, for the options kept as numbers. */
final class DurationSeconds implements ITypeConverter<Double> {

    @Override
    public Double convert(String text) {
        try {
            return Durations.parse(text).toMillis() / 1000.0;
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
