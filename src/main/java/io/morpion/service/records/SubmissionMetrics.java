package io.morpion.service.records;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;

/** Submitted games by outcome, for Prometheus (/q/metrics): {@code morpion_submissions_total}. */
@ApplicationScoped
public class SubmissionMetrics {

    /** What became of a submitted game. */
    public enum Outcome {
        ACCEPTED,
        DUPLICATE,
        REJECTED
    }

    @Inject
    MeterRegistry registry;

    private final Map<Outcome, Counter> submissions = new EnumMap<>(Outcome.class);

    void register(@Observes StartupEvent event) {
        for (Outcome outcome : Outcome.values()) {
            submissions.put(
                    outcome,
                    Counter.builder("morpion.submissions")
                            .description("games submitted for verification")
                            .tag("outcome", outcome.name().toLowerCase(Locale.ROOT))
                            .register(registry));
        }
    }

    public void submission(Outcome outcome) {
        Counter counter = submissions.get(outcome);
        if (counter != null) {
            counter.increment();
        }
    }
}
