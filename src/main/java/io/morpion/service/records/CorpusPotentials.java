package io.morpion.service.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.corpus.ShippedPotential;
import io.morpion.engine.GameIdentity;
import io.morpion.service.db.AdvisoryLocks;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.ZoneOffset;
import org.jboss.logging.Logger;

/**
 * Stores the potential curves that ship with the corpus (records/potentials.jsonl) as the curves of their records,
 * once the corpus is stored, so that every visitor of those pages sees them. A record whose curve is already stored,
 * asked for or under way keeps it; restarts and a cluster's nodes starting together store each once.
 */
@ApplicationScoped
class CorpusPotentials {

    /** Who a shipped curve is by, as its requester: not a token's name, which never has spaces. */
    static final String AUTHOR = "Morpion (corpus)";

    private static final Logger LOG = Logger.getLogger(CorpusPotentials.class);

    @Inject
    CorpusSeeder seeder;

    @Inject
    EntityManager em;

    @Inject
    ObjectMapper json;

    void onStart(@Observes StartupEvent event) {
        seeder.storeShipped("shipped potential curves", ShippedPotential::all, this::store);
    }

    /** Stores the curve unless its record has one; false when it has, or the record is not stored. */
    private boolean store(ShippedPotential curve) {
        AdvisoryLocks.lock(em, "corpus-potentials");
        RecordEntity record =
                RecordEntity.byIdentity(GameIdentity.of(curve.record())).orElse(null);
        if (record == null) {
            LOG.warnf("corpus: the shipped curve of %s names a game this server does not hold", curve.game());
            return false;
        }
        if (curve.points().size() != record.score + 1) {
            throw new IllegalStateException("the shipped curve of " + curve.game() + " has "
                    + curve.points().size() + " points for a game of " + record.score + " moves");
        }
        if (PotentialEntity.findById(record.id) != null) {
            return false;
        }
        PotentialEntity p = new PotentialEntity();
        p.recordId = record.id;
        p.status = PotentialEntity.DONE;
        p.perPositionMs = curve.perPositionMs();
        p.requestedBy = AUTHOR;
        p.requestedAt = curve.measuredOn().atStartOfDay().atOffset(ZoneOffset.UTC);
        p.doneAt = p.requestedAt;
        p.positionsDone = curve.points().size();
        try {
            p.points = json.writeValueAsString(curve.points());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("numbers are plain data", e);
        }
        p.persist();
        return true;
    }
}
