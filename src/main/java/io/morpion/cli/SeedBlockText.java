package io.morpion.cli;

import io.morpion.race.SeedBlock;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --seeds 8} or {@code --seeds 101-108} ({@link SeedBlock}). */
final class SeedBlockText implements ITypeConverter<SeedBlock> {

    @Override
    public SeedBlock convert(String text) {
        try {
            return SeedBlock.parse(text);
        } catch (IllegalArgumentException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
