package io.morpion.service.runs;

import java.util.Map;
import java.util.Set;
import org.eclipse.microprofile.config.spi.ConfigSource;

/**
 * Defaults that depend on the machine, below every other configuration source: the number of
 * concurrent solver jobs per node is the core count unless morpion.runs.concurrency (or
 * MORPION_RUNS_CONCURRENCY) says otherwise. Registered in META-INF/services.
 */
public class RunsConfigDefaults implements ConfigSource {

    static final String CONCURRENCY = "morpion.runs.concurrency";

    @Override
    public Map<String, String> getProperties() {
        return Map.of(CONCURRENCY, Integer.toString(Runtime.getRuntime().availableProcessors()));
    }

    @Override
    public Set<String> getPropertyNames() {
        return Set.of(CONCURRENCY);
    }

    @Override
    public String getValue(String name) {
        return CONCURRENCY.equals(name) ? getProperties().get(CONCURRENCY) : null;
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
