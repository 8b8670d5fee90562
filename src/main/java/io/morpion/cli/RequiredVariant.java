package io.morpion.cli;

import io.morpion.msr.Variant;
import picocli.CommandLine.Option;

/** The --variant that a command cannot do without. */
class RequiredVariant {

    @Option(
            names = "--variant",
            paramLabel = "V",
            required = true,
            completionCandidates = GameInput.Variants.class,
            description = "${COMPLETION-CANDIDATES}")
    Variant value;
}
