package io.morpion.service.runs;

import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Defaults that depend on the machine, below every other configuration source: the number of
 * concurrent solver jobs per node, and of solver threads computing at once, is the core count
 * unless morpion.runs.concurrency or morpion.runs.solver-threads (MORPION_RUNS_CONCURRENCY,
 * MORPION_RUNS_SOLVER_THREADS) says otherwise. Registered in META-INF/services.
 */
public class RunsConfigDefaults implements ConfigSource {

    static final String CONCURRENCY = "morpion.runs.concurrency";
    static final String SOLVER_THREADS = "morpion.runs.solver-threads";

    @Override
    public Map<String, String> getProperties() {
        String cores = Integer.toString(Runtime.getRuntime().availableProcessors());
        return Map.of(CONCURRENCY, cores, SOLVER_THREADS, cores);
    }

    @Override
    public Set<String> getPropertyNames() {
        return getProperties().keySet();
    }

    @Override
    public String getValue(String name) {
        return getProperties().get(name);
    }

    @Override
    public String getName() {
        return "morpion-machine-defaults";
    }

    @Override
    public int getOrdinal() {
        return 10;
    }
}
