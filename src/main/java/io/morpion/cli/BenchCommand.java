package io.morpion.cli;

import io.morpion.bench.Bench;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import io.morpion.search.SolverSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = {"Measures a solver's speed and strength: runs it over consecutive seeds with a budget and "
                + "prints each run's best score and nodes per second, then the means.",
                "'playouts' measures the bare engine with uniformly random games."},
        footer = {"", "Examples:", "  morpion bench nrpa --variant 5T --nodes 1000000 --seeds 5",
                "  morpion bench playouts --variant 5D --time 10",
                "  morpion bench annealing --variant 5D -P t0=3.2 -P t-frozen=3.2 -P r=1000000 --seeds 20"})
class BenchCommand implements Callable<Integer> {

    @Parameters(paramLabel = "ALGORITHM", defaultValue = "playouts",
            description = SolverSpec.ALGORITHM_NAMES + ", or playouts (default: ${DEFAULT-VALUE})")
    String algorithm;

    @Option(names = "--variant", paramLabel = "V", defaultValue = "5T", description = "default: ${DEFAULT-VALUE}")
    String variant;

    @Option(names = {"-P", "--param"}, paramLabel = "NAME=VALUE", description = "any solver parameter")
    Map<String, String> params = new LinkedHashMap<>();

    @Option(names = "--nodes", paramLabel = "N", defaultValue = "0", description = "node budget per run")
    long nodes;

    @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "0", description = "time budget per run")
    double seconds;

    @Option(names = "--seeds", paramLabel = "K", defaultValue = "1", description = "runs, with seeds 1..K")
    int seeds;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1", description = "islands per run")
    int threads;

    @Override
    public Integer call() {
        if (!algorithm.equals("playouts") && nodes == 0 && seconds == 0) {
            throw new IllegalArgumentException("give a budget per run: --nodes N or --time SECONDS");
        }
        Bench.runSeeds(algorithm, GameInput.variant(variant), params, nodes, seconds, seeds, 1, threads, System.out);
        return 0;
    }
}
