package io.morpion.service.runs;

import io.morpion.msr.MsrRecord;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.records.RecordEntity;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;

/**
 * Files a game a run found as a record when it beats every record of its (variant, category).
 * It goes through the catalog like any submission: replayed, and never stored twice.
 */
@ApplicationScoped
public class RecordAutoSaver {

    @Inject
    EntityManager em;

    @Inject
    RecordCatalog catalog;

    /** @return the id of the record now holding the game, or null when the game is no category best */
    @Transactional(Transactional.TxType.MANDATORY)
    Long saveIfCategoryBest(RunEntity run, MsrRecord game) {
        // Runs of one category on several nodes may find new bests at once: take turns.
        AdvisoryLocks.lock(em, "category-best/" + run.variant + "/" + run.category);
        if (game.moveCount() <= RecordEntity.categoryBest(run.variant, run.category)) {
            return null;
        }
        RecordCatalog.Added added = catalog.add(game, RecordCatalog.Origin.SOLVER, "run " + run.id);
        if (added.created()) {
            added.record().category = run.category;
            added.record().runId = run.id;
        }
        return added.record().id;
    }
}
