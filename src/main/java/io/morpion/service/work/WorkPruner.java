package io.morpion.service.work;

import io.morpion.service.db.PeriodicPass;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;

/** Forgets finished background work once it is older than {@code morpion.work.kept}. */
@ApplicationScoped
class WorkPruner extends PeriodicPass {

    @Inject
    BackgroundWork work;

    WorkPruner() {
        super("work-pruner", "could not forget old background work");
    }

    @Override
    protected Duration every() {
        return Duration.ofHours(1);
    }

    @Override
    protected void pass() {
        work.prune();
    }
}
