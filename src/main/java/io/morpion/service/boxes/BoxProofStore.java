package io.morpion.service.boxes;

import io.morpion.api.BoxProofAlertMessage;
import io.morpion.api.RecordAlert;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.search.box.BoxPart;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.RecordAlerts;
import io.morpion.service.records.RecordCatalog;
import io.morpion.service.webhooks.Webhooks;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkPool;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;
import org.jboss.logging.Logger;

/**
 * What the parts of a box proof store when they settle: a part that reached its limit unanswered owes the parts a
 * side deeper, a part that found a game files it as a record (and raises the alert when the game ties or beats its
 * variant's known result), and the last part to settle gives the verdict.
 */
@ApplicationScoped
class BoxProofStore {

    private static final Logger LOG = Logger.getLogger(BoxProofStore.class);

    /** The record category of a game a box proof found. */
    static final String CATEGORY = "box proof";

    @Inject
    EntityManager em;

    @Inject
    BackgroundWork work;

    @Inject
    WorkPool pool;

    @Inject
    RecordCatalog catalog;

    @Inject
    KnownResults known;

    @Inject
    Webhooks webhooks;

    /** A part as a worker needs it, or null when it or its proof is gone. */
    record Claimed(
            long proofId,
            Variant variant,
            BoxPart part,
            int atLeast,
            Integer atMost,
            long limitSeconds,
            Long nodes,
            boolean settled) {}

    /** What a part came to. */
    record Settled(long partId, Outcome outcome, double seconds, long nodes, MsrRecord game) {}

    enum Outcome {
        PROVEN,
        FOUND,
        UNKNOWN;
    }

    /** Adds a part to the proof: its row, owed at once as background work of the proof's owner. */
    static void owe(BackgroundWork work, Owner owner, long proofId, BoxPart part) {
        BoxProofPartEntity row = new BoxProofPartEntity();
        row.proofId = proofId;
        row.places = part.places();
        row.depth = part.firsts().size();
        row.persist();
        work.enqueue(WorkKind.BOX_PART, owner, row.id, proofId);
    }

    /** The part and its proof, counting this as one more attempt at it. */
    @Transactional(Transactional.TxType.MANDATORY)
    Claimed claimed(long partId) {
        BoxProofPartEntity part = BoxProofPartEntity.findById(partId);
        BoxProofEntity proof = part == null ? null : BoxProofEntity.findById(part.proofId);
        if (proof == null) {
            return null;
        }
        part.attempts++;
        Variant variant = Variant.fromCode(proof.variant).orElseThrow();
        Box box = Box.parse(proof.box);
        BoxPart boxPart = BoxPart.parse(variant, box, part.places);
        return new Claimed(
                proof.id,
                variant,
                boxPart,
                proof.atLeast,
                proof.atMost,
                proof.partSeconds,
                proof.partNodes,
                part.outcome != null);
    }

    /**
     * Stores a part's outcome, in the transaction that settles its item. The proof's row is locked first, so that of
     * two parts settling at once on two nodes the second sees the first, and one of them gives the verdict.
     */
    @Transactional(Transactional.TxType.MANDATORY)
    void settle(Settled settled, Owner owner, String node) {
        BoxProofPartEntity part = BoxProofPartEntity.findById(settled.partId());
        if (part == null) {
            return;
        }
        BoxProofEntity proof = em.find(BoxProofEntity.class, part.proofId, LockModeType.PESSIMISTIC_WRITE);
        em.refresh(part);
        if (proof == null || part.outcome != null) {
            return;
        }
        part.seconds += settled.seconds();
        part.nodes += settled.nodes();
        part.node = node;
        part.finishedAt = OffsetDateTime.now();
        switch (settled.outcome()) {
            case PROVEN -> part.outcome = "proven";
            case FOUND -> file(proof, part, settled.game());
            case UNKNOWN -> splitOrLeave(proof, part, owner);
        }
        em.flush();
        verdict(proof, BoxProofPartEntity.ofProof(proof.id));
    }

    /** A game a part found: kept with the part and filed as a record, which the proof names. */
    private void file(BoxProofEntity proof, BoxProofPartEntity part, MsrRecord game) {
        part.outcome = "found";
        part.game = Msr.encode(game);
        RecordCatalog.Added added = catalog.add(game, RecordCatalog.Origin.SOLVER, "box proof " + proof.id);
        if (added.created()) {
            added.record().category = CATEGORY;
        }
        proof.foundRecordId = added.record().id;
        LOG.warnf(
                "box proof %d: a game of %d moves in box (%s) of %s, record %d",
                proof.id, game.moveCount(), proof.box, proof.variant, added.record().id);
        // owed in the transaction that files the game: never lost, nor sent for a game that was not kept
        RecordAlerts.of(known.of(game.variant()), game.moveCount()).ifPresent(alert -> {
            LOG.warnf("box proof %d: %s (record %d)", proof.id, alert.standing(), added.record().id);
            webhooks.owe(proof.requestedByToken, message(proof, alert, added, game));
        });
    }

    private BoxProofAlertMessage message(
            BoxProofEntity proof, RecordAlert alert, RecordCatalog.Added added, MsrRecord game) {
        return new BoxProofAlertMessage(
                BoxProofAlertMessage.VERSION,
                BoxProofAlertMessage.EVENT,
                proof.id,
                proof.variant,
                proof.box,
                proof.atLeast,
                alert.score(),
                alert.known(),
                alert.kind(),
                alert.beats(),
                alert.standing(),
                webhooks.link("/#/box-proofs/" + proof.id),
                added.record().id,
                !added.created(),
                Msr.encode(game));
    }

    /** A part that reached its limit unanswered: split a side deeper while the proof allows, else left open. */
    private void splitOrLeave(BoxProofEntity proof, BoxProofPartEntity part, Owner owner) {
        if (part.depth >= proof.maxDepth || proof.cancelledAt != null) {
            part.outcome = "unknown";
            return;
        }
        part.outcome = "split";
        Variant variant = Variant.fromCode(proof.variant).orElseThrow();
        for (BoxPart child :
                BoxPart.parse(variant, Box.parse(proof.box), part.places).children(variant)) {
            owe(work, owner, proof.id, child);
        }
        pool.wake();
    }

    /** The proof's verdict once every part has settled, or at once when one found a game. */
    private void verdict(BoxProofEntity proof, List<BoxProofPartEntity> parts) {
        if (proof.finishedAt != null) {
            return;
        }
        boolean found = parts.stream().anyMatch(p -> "found".equals(p.outcome));
        if (found) {
            // the question is answered: the other parts would only be more of the same answer
            work.cancelGroup(WorkKind.BOX_PART, proof.id);
            proof.verdict = "found";
        } else if (parts.stream().allMatch(p -> p.outcome != null)) {
            proof.verdict = parts.stream().anyMatch(p -> Objects.equals(p.outcome, "unknown")) ? "open" : "proven";
        } else {
            return;
        }
        proof.finishedAt = OffsetDateTime.now();
        LOG.infof(
                "box proof %d of %s, box (%s), %d moves or more: %s after %d parts, %.0f s of solving",
                proof.id,
                proof.variant,
                proof.box,
                proof.atLeast,
                proof.verdict,
                parts.size(),
                parts.stream().mapToDouble(p -> p.seconds).sum());
    }
}
