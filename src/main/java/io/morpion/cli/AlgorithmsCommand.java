package io.morpion.cli;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverMemory;
import io.morpion.search.spec.Algorithms;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(
        name = "algorithms",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the search algorithms and every parameter each takes, with its default, its range and "
                    + "what it does: what -P NAME=VALUE sets in 'morpion search', 'morpion runs queue' and "
                    + "'morpion campaigns start'. The server lists the same at GET /api/algorithms."
        },
        footer = {"", "Examples:", "  morpion algorithms", "  morpion algorithms dna"})
class AlgorithmsCommand extends CliCommand {

    @Parameters(paramLabel = "NAME", arity = "0..1", description = "one algorithm only: ${morpion.algorithms}")
    String name;

    @Override
    public Integer call() {
        List<Algorithm> shown = name == null
                ? Algorithms.ALL
                : List.of(Algorithms.find(name)
                        .orElseThrow(() -> new UsageError(
                                "there is no algorithm \"" + name + "\"; choose " + Algorithms.names())));
        for (Algorithm algorithm : shown) {
            out().println(algorithm.name()
                    + (algorithm.aliases().isEmpty() ? "" : " (also " + String.join(", ", algorithm.aliases()) + ")")
                    + ": " + algorithm.summary());
            out().println("  " + (algorithm.provesOptimality() ? "Proves its best optimal. " : "")
                    + (algorithm.takesWarmStart()
                            ? "With --warm, " + algorithm.warmStart() + "."
                            : "Takes no warm start.")
                    + " Threads by default: " + (algorithm.allCores() ? "every core." : "1.")
                    + (algorithm == Algorithms.DEFAULT
                            ? " The default algorithm: " + Algorithms.DEFAULT_BECAUSE + "."
                            : "")
                    + (algorithm == Algorithms.CAMPAIGN_DEFAULT
                            ? " The campaigns' default: " + Algorithms.CAMPAIGN_DEFAULT_BECAUSE + "."
                            : ""));
            out().println("  Memory: at most " + megabytes(algorithm.memoryPerThreadAtDefaults())
                    + " a thread at the defaults, " + megabytes(algorithm.memoryPerThreadAtMost())
                    + " at the widest settings.");
            List<Parameter> experiments = algorithm.offered().stream()
                    .filter(p -> p.lifecycle().experiment())
                    .toList();
            algorithm.offered().stream().filter(p -> !experiments.contains(p)).forEach(this::describe);
            if (!experiments.isEmpty()) {
                out().println("  Experiments, each off by default until the race that decides it:");
                for (Parameter p : experiments) {
                    describe(p);
                    out().println("        (an experiment since "
                            + p.lifecycle().since() + ": " + p.lifecycle().decisionLink() + ")");
                }
            }
            out().println();
        }
        return 0;
    }

    private void describe(Parameter p) {
        out().println("  -P " + p.name() + "=" + p.defaultValue() + "   (" + p.range()
                + (p.unit().isEmpty() ? "" : ", " + p.unit()) + ")");
        out().println("        " + p.help());
    }

    private static String megabytes(long bytes) {
        return String.format(Locale.ROOT, "%,d MB", SolverMemory.megabytes(bytes));
    }
}
