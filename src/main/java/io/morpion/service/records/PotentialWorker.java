package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.analysis.Potential;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.WorkConfig;
import io.morpion.service.work.WorkContext;
import io.morpion.service.work.WorkHandler;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkOutcome;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.jboss.logging.Logger;

/**
 * Computes the potential curves searchers asked for, as background work: on a core no run wants, one position at
 * a time, keeping the points reached after each, so that a curve cut short (a run wanted the core, the node
 * stopped, the node died) is taken up where it was by whichever node claims it next.
 */
@ApplicationScoped
public class PotentialWorker implements WorkHandler {

    private static final Logger LOG = Logger.getLogger(PotentialWorker.class);

    /** How soon a curve handed back to a run is looked at again. */
    private static final Duration AFTER_YIELD = Duration.ofSeconds(2);

    @Inject
    RecordPotentials potentials;

    @Inject
    KnownPositions knownPositions;

    @Inject
    LearnedFacts learned;

    @Inject
    WorkConfig config;

    @Override
    public WorkKind kind() {
        return WorkKind.POTENTIAL;
    }

    @Override
    public int threads() {
        return config.computers();
    }

    private record Curve(MsrRecord game, int perPositionMs) {}

    @Override
    public WorkOutcome work(BackgroundWork.Item item, WorkContext context) {
        long recordId = item.subject();
        Curve curve = QuarkusTransaction.requiringNew().call(() -> {
            RecordEntity record = RecordEntity.findById(recordId);
            PotentialEntity p = PotentialEntity.findById(recordId);
            return record == null || p == null ? null : new Curve(Msr.decode(record.msr), p.perPositionMs);
        });
        if (curve == null) {
            return new WorkOutcome.GiveUp("the record or its curve is gone", () -> {});
        }
        int positions = curve.game().moveCount() + 1;
        long start = System.nanoTime();
        try {
            List<Potential.Look> points = Potential.of(
                    curve.game(),
                    Duration.ofMillis(curve.perPositionMs()),
                    recordId,
                    knownPositions.current()::known,
                    potentials.partial(recordId),
                    reached -> {
                        if (context.stopRequested()) {
                            throw new CancellationException(context.stop().name());
                        }
                        potentials.keep(recordId, reached);
                        context.progress(reached.size(), positions);
                    },
                    learned::fromLook);
            LOG.infof(
                    "potential of record %d: %d positions in %.0f s",
                    recordId, points.size(), (System.nanoTime() - start) / 1e9);
            return new WorkOutcome.Done(() -> potentials.finish(recordId, points));
        } catch (CancellationException stopped) {
            return new WorkOutcome.Yield(AFTER_YIELD);
        }
    }
}
