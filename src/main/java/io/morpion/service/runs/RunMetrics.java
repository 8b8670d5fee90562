package io.morpion.service.runs;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.morpion.search.CpuGate;
import io.morpion.service.db.DatabaseOutage;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.DoubleSupplier;
import java.util.function.Supplier;

/**
 * The search runs' Prometheus metrics (/q/metrics): improvements found, runs by status
 * (cluster-wide, from the database, at most every five seconds) and the playouts per second of
 * the runs on this node.
 */
@ApplicationScoped
public class RunMetrics {

    private static final long RUN_COUNT_TTL_NANOS = 5_000_000_000L;

    @Inject
    MeterRegistry registry;

    @Inject
    AgroalDataSource database;

    private Counter improvements;
    private volatile Map<RunStatus, Long> runCounts = Map.of();
    private volatile long runCountsAt;
    private volatile DoubleSupplier nodeRate = () -> 0;

    void register(@Observes StartupEvent event) {
        improvements = Counter.builder("morpion.improvements")
                .description("new bests found by search runs")
                .register(registry);
        for (RunStatus status : RunStatus.values()) {
            // a gauge holds what it reads weakly: without a strong reference the lambda is collected and the gauge
            // drops out of the scrape
            Gauge.builder("morpion.runs", () -> runCounts().getOrDefault(status, 0L))
                    .strongReference(true)
                    .description("search runs by status")
                    .tag("status", status.name().toLowerCase(Locale.ROOT))
                    .register(registry);
        }
        CpuGate gate = CpuGate.node();
        gauge("morpion.solver.threads.limit", gate::limit, "the most solver threads this node lets compute at once");
        gauge("morpion.solver.threads.computing", gate::computing, "solver threads computing on this node now");
        gauge("morpion.solver.threads.computing.most", gate::mostComputing, "the most that ever computed at once");
        gauge("morpion.solver.threads.waiting", gate::waiting, "solver threads waiting for their turn to compute");
        gauge("morpion.playouts.per.second", () -> nodeRate.getAsDouble(), "nodes per second of this node's runs");
    }

    private void gauge(String name, Supplier<Number> value, String description) {
        Gauge.builder(name, value)
                .strongReference(true)
                .description(description)
                .register(registry);
    }

    public void improvement() {
        if (improvements != null) {
            improvements.increment();
        }
    }

    /** Where the playout rate of this node's runs comes from. */
    public void nodeRate(DoubleSupplier rate) {
        this.nodeRate = rate;
    }

    private Map<RunStatus, Long> runCounts() {
        long now = System.nanoTime();
        if (now - runCountsAt > RUN_COUNT_TTL_NANOS && !DatabaseOutage.active()) {
            Map<RunStatus, Long> counts = new EnumMap<>(RunStatus.class);
            try (Connection c = database.getConnection();
                    ResultSet rs = c.createStatement()
                            .executeQuery("select status, count(*) from search_run group by status")) {
                while (rs.next()) {
                    counts.put(RunStatus.valueOf(rs.getString(1)), rs.getLong(2));
                }
                runCounts = counts;
            } catch (SQLException e) {
                // keep the last counts; the database's own health check reports the outage
            }
            // Also after a failure, so that a scrape during an outage tries the database once, not per gauge.
            runCountsAt = now;
        }
        return runCounts;
    }
}
