package io.morpion.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * A search's parameters, {@code -P NAME=VALUE}, as every command that starts or measures one takes them. The
 * server's rules check them (their names, ranges and defaults are in {@code morpion algorithms}); the CLI
 * copies none.
 */
final class SolverParams {

    @Option(
            names = {"-P", "--param"},
            paramLabel = "NAME=VALUE",
            description = "a parameter of the search, repeatable ('morpion algorithms' lists them with their defaults)")
    Map<String, String> values = new LinkedHashMap<>();
}
