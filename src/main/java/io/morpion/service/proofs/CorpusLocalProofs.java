package io.morpion.service.proofs;

import io.morpion.corpus.ShippedLocalProof;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.service.db.AdvisoryLocks;
import io.morpion.service.records.CorpusSeeder;
import io.morpion.service.records.RecordEntity;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import org.jboss.logging.Logger;

/**
 * Stores the local proofs that ship with the corpus ({@link ShippedLocalProof}) as finished sweeps of their
 * records, once the corpus is stored: every server states them on the records' pages without searching.
 * A proof already stored is recognised by its record, kind, size and author, so restarts and a cluster's
 * nodes starting together store each once.
 */
@ApplicationScoped
class CorpusLocalProofs {

    /** Who a shipped proof is by, as a sweep's requester: not a token's name, which never has spaces. */
    static final String AUTHOR = "Morpion (corpus)";

    /** The node a shipped verdict was reached on: the project's machine, not a node of this cluster. */
    static final String NODE = "corpus";

    private static final Logger LOG = Logger.getLogger(CorpusLocalProofs.class);

    @Inject
    CorpusSeeder seeder;

    @Inject
    EntityManager em;

    void onStart(@Observes StartupEvent event) {
        seeder.storeShipped("shipped local proofs", ShippedLocalProof::all, this::store);
    }

    /** Stores the proof unless it is stored already; false when it was, or its record is not stored. */
    private boolean store(ShippedLocalProof proof) {
        AdvisoryLocks.lock(em, "corpus-local-proofs");
        MsrRecord game = proof.record();
        RecordEntity record = RecordEntity.byIdentity(GameIdentity.of(game)).orElse(null);
        if (record == null) {
            LOG.warnf("corpus: the shipped local proof of %s names a game this server does not hold", proof.game());
            return false;
        }
        Sweep sweep = new Sweep(Sweep.Kind.of(proof.kind()), proof.size());
        boolean stored = LocalProofSweepEntity.count(
                        "recordId = ?1 and kind = ?2 and size = ?3 and requestedBy = ?4",
                        record.id,
                        sweep.kind().code(),
                        sweep.size(),
                        AUTHOR)
                > 0;
        if (stored) {
            return false;
        }
        List<Neighbourhood> neighbourhoods = sweep.of(new Neighbourhoods(game));
        if (neighbourhoods.size() != proof.results().size()) {
            throw new IllegalStateException("the shipped local proof of " + proof.game() + " has "
                    + proof.results().size() + " verdicts for " + neighbourhoods.size() + " neighbourhoods");
        }
        OffsetDateTime measured = proof.measuredOn().atStartOfDay().atOffset(ZoneOffset.UTC);
        LocalProofSweepEntity.Begun begun =
                LocalProofSweepEntity.begin(record.id, sweep, proof.limitSeconds(), neighbourhoods, AUTHOR, measured);
        for (int i = 0; i < neighbourhoods.size(); i++) {
            ShippedLocalProof.Result verdict = proof.results().get(i);
            Outcome outcome = Outcome.valueOf(verdict.outcome().toUpperCase(Locale.ROOT));
            if (outcome == Outcome.LONGER) {
                throw new IllegalStateException("the shipped local proof of " + proof.game() + " says longer at " + i
                        + ": a longer game ships as a record of the corpus, not as a verdict");
            }
            LocalProofResultEntity result = begun.results().get(i);
            result.outcome = outcome.name();
            result.positions = verdict.positions();
            result.seconds = verdict.seconds();
            result.node = NODE;
            result.finishedAt = measured;
        }
        return true;
    }
}
