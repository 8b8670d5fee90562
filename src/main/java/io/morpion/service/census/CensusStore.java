package io.morpion.service.census;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.exact.CensusKept;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.jboss.logging.Logger;

/** What the parts of a census store as they go and when they finish; the last to finish puts the census together. */
@ApplicationScoped
class CensusStore {

    private static final Logger LOG = Logger.getLogger(CensusStore.class);

    @Inject
    EntityManager em;

    /** The part and its census as a worker needs them, or null when either is gone. */
    @Transactional(Transactional.TxType.MANDATORY)
    CensusWorker.Claimed claimed(long partId) {
        OptimalCensusPartEntity part = OptimalCensusPartEntity.findById(partId);
        OptimalCensusEntity census = part == null ? null : OptimalCensusEntity.findById(part.censusId);
        if (census == null) {
            return null;
        }
        return new CensusWorker.Claimed(
                census.id,
                Variant.fromCode(census.variant).orElseThrow(),
                census.optimum,
                part.number,
                census.parts,
                part.finishedAt != null,
                part.checkpoint);
    }

    /** Stores a part's checkpoint and how far it is, unless it has finished meanwhile. */
    @Transactional(Transactional.TxType.MANDATORY)
    void save(
            long partId,
            byte[] checkpoint,
            int itemsDone,
            int items,
            long positions,
            Long positionsLeft,
            double seconds,
            String node,
            OffsetDateTime at) {
        OptimalCensusPartEntity part = OptimalCensusPartEntity.findById(partId);
        if (part == null || part.finishedAt != null) {
            return;
        }
        part.checkpoint = checkpoint;
        part.savedAt = at;
        part.itemsDone = itemsDone;
        part.items = items;
        part.positions = positions;
        part.positionsLeft = positionsLeft;
        part.seconds = seconds;
        part.node = node;
    }

    /**
     * Stores what a part kept, in the transaction that settles its item. The census's row is locked first, so that
     * of two parts finishing at once on two nodes the second sees the first, and one of them puts it together.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void finish(CensusWorker.Finished finished, String node) {
        OptimalCensusPartEntity part = OptimalCensusPartEntity.findById(finished.partId());
        if (part == null) {
            return;
        }
        OptimalCensusEntity census = em.find(OptimalCensusEntity.class, part.censusId, LockModeType.PESSIMISTIC_WRITE);
        em.refresh(part);
        if (census == null || part.finishedAt != null) {
            return;
        }
        part.checkpoint = null;
        part.itemsDone = finished.items();
        part.items = finished.items();
        part.positions = finished.positions();
        part.positionsLeft = 0L;
        part.seconds = finished.seconds();
        part.node = node;
        part.finishedAt = OffsetDateTime.now();
        part.kept = finished.kept().stream()
                .map(kept -> kept.item() + "\t" + kept.msr())
                .collect(Collectors.joining("\n"));
        part.keptCount = finished.kept().size();
        em.flush();
        List<OptimalCensusPartEntity> parts = OptimalCensusPartEntity.ofCensus(census.id);
        if (parts.stream().allMatch(p -> p.finishedAt != null)) {
            List<MsrRecord> games =
                    CensusKept.merged(parts.stream().map(CensusStore::kept).toList());
            census.games = games.stream().map(Msr::encode).collect(Collectors.joining("\n"));
            census.gameCount = games.size();
            census.finishedAt = OffsetDateTime.now();
            LOG.infof(
                    "census %d of %s's optimal games finished: %d games of %d moves, distinct up to symmetry",
                    census.id, census.variant, games.size(), census.optimum);
        }
    }

    /** What a finished part kept, as it stored it. */
    static List<CensusKept> kept(OptimalCensusPartEntity part) {
        List<CensusKept> kept = new ArrayList<>();
        if (part.kept != null && !part.kept.isEmpty()) {
            for (String line : part.kept.split("\n")) {
                int tab = line.indexOf('\t');
                kept.add(new CensusKept(Integer.parseInt(line.substring(0, tab)), line.substring(tab + 1)));
            }
        }
        return kept;
    }
}
