package io.morpion.service.boxes;

import io.morpion.api.BoxProofRequest;
import io.morpion.api.BoxProofView;
import io.morpion.api.RecordAlert;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.search.box.BoxPart;
import io.morpion.search.box.PublishedBox;
import io.morpion.search.box.ScipBoxModel;
import io.morpion.service.access.Caller;
import io.morpion.service.common.Page;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.records.KnownResults;
import io.morpion.service.records.RecordAlerts;
import io.morpion.service.records.RecordEntity;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkPool;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Box proofs that the cluster shares: started by an admin, cut into parts that are background work, each part split
 * a side deeper when it reaches its limit unanswered, and settled as proven, found or open.
 */
@ApplicationScoped
public class BoxProofs {

    @Inject
    KnownResults known;

    @Inject
    BackgroundWork work;

    @Inject
    WorkPool pool;

    @Inject
    BoxProofConfig config;

    /** Starts a proof: its first parts are owed as background work at once. */
    @Transactional
    public BoxProofView start(BoxProofRequest request, Caller caller) {
        Variant variant = variant(request);
        return view(create(variant, box(request.box()), request, caller));
    }

    /**
     * Starts a proof of each published 5D box whose largest graph reaches the request's atLeast (the 28 boxes above 82
     * of the bound of 84, for 83): the campaign that would prove 82 the longest 5D game, each box with the request's
     * split, limit and nodes. A box already under way for the same question is not started twice.
     */
    @Transactional
    public List<BoxProofView> campaign(BoxProofRequest request, Caller caller) {
        Variant variant = variant(request);
        if (variant != Variant.FIVE_DISJOINT || request.box() != null) {
            throw new Refused.Invalid(
                    RefusalCode.BAD_PARAMETER,
                    "a campaign is of 5D's published boxes: give variant 5D and atLeast, and no box",
                    "a campaign is of 5D's published boxes");
        }
        int atLeast = atLeast(request);
        List<BoxProofView> started = new ArrayList<>();
        for (PublishedBox published : PublishedBox.aboveEightyTwo()) {
            if (published.graph() < atLeast) {
                continue;
            }
            String name = name(published.box());
            boolean underWay = BoxProofEntity.count(
                            "variant = ?1 and box = ?2 and atLeast = ?3 and finishedAt is null and cancelledAt is null",
                            variant.code(),
                            name,
                            atLeast)
                    > 0;
            if (!underWay) {
                started.add(view(create(variant, published.box(), request, caller)));
            }
        }
        return started;
    }

    private static Variant variant(BoxProofRequest request) {
        List<String> variants =
                Arrays.stream(Variant.values()).map(Variant::code).toList();
        if (request == null || request.variant() == null) {
            throw Refused.oneOf("variant", variants, "");
        }
        return Variant.fromCode(request.variant())
                .orElseThrow(() -> Refused.oneOf("variant", variants, request.variant()));
    }

    private static int atLeast(BoxProofRequest request) {
        if (request.atLeast() == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "atLeast is needed: the moves the proof asks for", "atLeast");
        }
        return request.atLeast();
    }

    private static String name(Box box) {
        return box.top() + "," + box.right() + "," + box.bottom() + "," + box.left();
    }

    private BoxProofEntity create(Variant variant, Box box, BoxProofRequest request, Caller caller) {
        int empty = box.emptyPoints(variant);
        int atLeast = atLeast(request);
        if (atLeast < 1 || atLeast > empty) {
            throw Refused.range("atLeast (box " + box + " has " + empty + " empty points)", 1, empty, atLeast);
        }
        int sides = BoxPart.freeSides(variant, box).size();
        int depth = request.depth() == null ? Math.min(config.defaultDepth(), sides) : request.depth();
        if (depth < 0 || depth > sides) {
            throw Refused.range("depth (box " + box + " has " + sides + " sides past the cross)", 0, sides, depth);
        }
        int maxDepth = request.maxDepth() == null ? sides : request.maxDepth();
        if (maxDepth < depth || maxDepth > sides) {
            throw Refused.range("maxDepth", depth, sides, maxDepth);
        }
        Duration limit = limit(request.limit());
        if (request.nodes() != null && request.nodes() < 1) {
            throw Refused.range("nodes", 1, Integer.MAX_VALUE, request.nodes());
        }
        BoxProofEntity proof = new BoxProofEntity();
        proof.variant = variant.code();
        proof.box = name(box);
        proof.atLeast = atLeast;
        proof.depth = depth;
        proof.maxDepth = maxDepth;
        proof.partSeconds = (int) limit.toSeconds();
        proof.partNodes = request.nodes() == null ? null : request.nodes().longValue();
        proof.solver = ScipBoxModel.version();
        proof.requestedBy = caller.label();
        proof.requestedByToken = caller.tokenId();
        proof.createdAt = OffsetDateTime.now();
        proof.persist();
        Owner owner = Owner.of(caller);
        for (BoxPart part : BoxPart.split(variant, box, depth)) {
            BoxProofStore.owe(work, owner, proof.id, part);
        }
        pool.wake();
        return proof;
    }

    private static Box box(String text) {
        if (text == null) {
            throw new Refused.Invalid(
                    RefusalCode.BODY_NEEDS, "box is needed: top,right,bottom,left, e.g. 4,4,1,0", "box");
        }
        try {
            return Box.parse(text);
        } catch (IllegalArgumentException e) {
            throw new Refused.Invalid(RefusalCode.BAD_PARAMETER, "box: " + e.getMessage(), "box: " + e.getMessage());
        }
    }

    private Duration limit(String text) {
        return RequestText.limit("limit", text, config.defaultLimit(), config.maxLimit());
    }

    /** One proof, part by part. */
    @Transactional
    public BoxProofView view(long id) {
        return view(find(id));
    }

    private BoxProofView view(BoxProofEntity proof) {
        // the work before the parts: a part settled between the two reads is then seen as running, never as neither
        var items = work.latestOfGroup(WorkKind.BOX_PART, proof.id);
        // measured against the known result as it stands now, as every other standing is
        Integer foundMoves = proof.foundRecordId == null
                ? null
                : RecordEntity.<RecordEntity>findByIdOptional(proof.foundRecordId)
                        .map(record -> record.score)
                        .orElse(null);
        RecordAlert alert = foundMoves == null
                ? null
                : RecordAlerts.of(known.of(proof.variant), foundMoves).orElse(null);
        return BoxProofViews.of(proof, BoxProofPartEntity.ofProof(proof.id), items, foundMoves, alert);
    }

    /** The proofs, newest first, a page at a time. */
    @Transactional
    public Page<BoxProofView> page(Page.Request page) {
        List<BoxProofEntity> proofs = BoxProofEntity.<BoxProofEntity>findAll(Sort.descending("id"))
                .page(page.page(), page.size())
                .list();
        return page.of(proofs.stream().map(this::view).toList(), BoxProofEntity.count());
    }

    /** Cancels a proof: its waiting parts are never solved, and those under way stop within about a second. */
    @Transactional
    public BoxProofView cancel(long id) {
        BoxProofEntity proof = find(id);
        if (proof.finishedAt == null && proof.cancelledAt == null) {
            work.cancelGroup(WorkKind.BOX_PART, id);
            proof.cancelledAt = OffsetDateTime.now();
        }
        return view(proof);
    }

    private static BoxProofEntity find(long id) {
        BoxProofEntity proof = BoxProofEntity.findById(id);
        if (proof == null) {
            throw Refused.notFound("box proof", id);
        }
        return proof;
    }
}
