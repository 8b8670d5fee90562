package io.morpion.service.records;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.Potential;
import io.morpion.service.db.PeriodicPass;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import org.jboss.logging.Logger;

/**
 * Computes the potential curves searchers asked for, one at a time on a thread of its own, each position in a
 * turn of the node's CPU gate as every search computes. A node that stops mid-curve lets its hold lapse, and the
 * curve is computed again from the start by the next node that looks.
 */
@ApplicationScoped
public class PotentialWorker extends PeriodicPass {

    private static final Logger LOG = Logger.getLogger(PotentialWorker.class);

    @Inject
    RecordPotentials potentials;

    PotentialWorker() {
        super("potential-worker", "could not compute a potential curve");
    }

    @Override
    protected boolean passesOnRestore() {
        return false;
    }

    @Override
    protected Duration every() {
        return Duration.ofSeconds(2);
    }

    @Override
    protected void pass() {
        for (Optional<RecordPotentials.Claim> claim = potentials.claim();
                claim.isPresent();
                claim = potentials.claim()) {
            compute(claim.get());
        }
    }

    private void compute(RecordPotentials.Claim claim) {
        String msr = QuarkusTransaction.requiringNew().call(() -> {
            RecordEntity record = RecordEntity.findById(claim.recordId());
            return record == null ? null : record.msr;
        });
        if (msr == null) {
            return;
        }
        MsrRecord game = Msr.decode(msr);
        long start = System.nanoTime();
        try {
            List<Potential.Point> points =
                    Potential.of(game, Duration.ofMillis(claim.perPositionMs()), claim.recordId(), done -> {
                        if (Thread.currentThread().isInterrupted()) {
                            throw new CancellationException("the node is stopping");
                        }
                        potentials.progress(claim.recordId(), done);
                    });
            potentials.finish(claim.recordId(), points);
            LOG.infof(
                    "potential of record %d: %d positions in %.0f s",
                    claim.recordId(), points.size(), (System.nanoTime() - start) / 1e9);
        } catch (CancellationException stopping) {
            LOG.infof("potential of record %d left for the next node: %s", claim.recordId(), stopping.getMessage());
        }
    }
}
