package io.morpion.search.nrpa;

import io.morpion.engine.Geometry;
import io.morpion.engine.Position;
import io.morpion.search.Rng;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.util.function.BooleanSupplier;

/**
 * A short NRPA from the middle of a game: level 1, from the position's current ply, its policy
 * first trained towards a guide continuation (the moves a perturbation just removed), so that the
 * search starts near the old game and drifts from it where that pays. Each repair starts from a
 * fresh policy and ends within one call; the code ids it assigns do not change which moves it
 * draws. The one state it may keep is the memory of {@link #repairRemembering}, which a caller
 * checkpoints with {@link #writeMemory}.
 */
public final class NrpaRepair {

    /** Hears each complete game the repair plays: the position is at the game's end. */
    public interface Playouts {
        void played(Position position);
    }

    private static final double ALPHA = 1.0;

    private final Position position;
    private final CodeIndex codes;
    private final PolicyGradient gradient = new PolicyGradient();
    private final Sequence guide = new Sequence();
    private final Sequence playout = new Sequence();
    /** Per level: its best sequence, and the policy its child level starts from. */
    private Sequence[] bests = new Sequence[0];

    private Policy[] policies = new Policy[0];
    /** The top policy that remembering repairs share; null until the first. */
    private Policy memory;
    /** When set, checked after every playout: a repair that hears true is abandoned. */
    private BooleanSupplier abandon;

    /** Thrown out of a repair that was abandoned; the memory is as it was before the repair. */
    public static final class Abandoned extends RuntimeException {
        private Abandoned() {
            super("the repair was abandoned", null, false, false);
        }
    }
    /** Weighs moves by the level-1 policy of the moment. */
    private final PolicyAnnotator annotator;

    public NrpaRepair(Position position, Geometry geometry) {
        this.position = position;
        this.codes = new CodeIndex(geometry, NrpaConfig.Codes.LINE);
        this.annotator = new PolicyAnnotator(codes, new Policy());
    }

    /** From now on, abandon a repair as soon as {@code when} says so (null: never). */
    public void abandonWhen(BooleanSupplier when) {
        this.abandon = when;
    }

    /**
     * Adapts a policy {@code warmSteps} times towards the guide, then runs NRPA of the given level
     * ({@code iterations}^level playouts) from the position's current ply, the top level starting with the guide as its
     * best, and leaves the position there again; the guide must be a legal continuation from it. Every game played
     * reaches the listener.
     *
     * <p>Without {@code remembering}, each call starts from a fresh policy. With it, the top policy is kept from call
     * to call: warmed towards the guide {@code warmSteps} times on the first call, adapted once towards it on each
     * later one, and each call searches from a copy of it. Call after call, that is the top level of an NRPA one level
     * deeper whose best is the game the caller guides it with.
     */
    public void repair(
            int[] guideMoves,
            int warmSteps,
            int level,
            int iterations,
            Rng rng,
            Playouts listener,
            boolean remembering) {
        int start = position.ply();
        Policy memoryBefore = null;
        if (remembering && memory != null && abandon != null) {
            memoryBefore = new Policy();
            memoryBefore.copyFrom(memory);
        }
        if (bests.length <= level) {
            bests = new Sequence[level + 1];
            policies = new Policy[level + 1];
            for (int l = 1; l <= level; l++) {
                bests[l] = new Sequence();
                policies[l] = new Policy();
            }
        }
        position.setAnnotator(annotator);
        try {
            if (guide.record(position, guideMoves, guideMoves.length, NrpaConfig.Adaptation.MOVES) >= 0) {
                throw new IllegalStateException("the guide is not a legal continuation of the position");
            }
            Policy top = new Policy();
            if (remembering && memory != null) {
                gradient.adapt(memory, guide, codes.size(), ALPHA, 0);
                top.copyFrom(memory);
            } else {
                for (int i = 0; i < warmSteps; i++) {
                    gradient.adapt(top, guide, codes.size(), ALPHA, 0);
                }
                if (remembering) {
                    memory = new Policy();
                    memory.copyFrom(top);
                }
            }
            nest(level, top, iterations, start, rng, listener, true);
        } catch (Abandoned abandoned) {
            if (remembering) {
                memory = memoryBefore;
            }
            throw abandoned;
        } finally {
            position.undoTo(start);
            position.setAnnotator(null);
        }
    }

    /** The remembering repairs' policy, for a checkpoint, with the code ids its weights are indexed by. */
    public void writeMemory(StateWriter out) {
        out.writeBoolean(memory != null);
        if (memory != null) {
            codes.write(out);
            memory.write(out);
        }
    }

    public void readMemory(StateReader in) {
        memory = null;
        if (in.readBoolean()) {
            codes.read(in);
            memory = Policy.read(in);
        }
    }

    /** One level of NRPA from the ply {@code start}: N iterations of the level below, adapting towards its best. */
    private Sequence nest(
            int level, Policy levelPolicy, int iterations, int start, Rng rng, Playouts listener, boolean fromGuide) {
        Sequence best = bests[level];
        if (fromGuide) {
            best.copyFrom(guide);
        } else {
            best.clear();
        }
        for (int i = 0; i < iterations; i++) {
            if (level == 1) {
                annotator.use(levelPolicy);
                playout.playOut(position, rng);
                listener.played(position);
                if (abandon != null && abandon.getAsBoolean()) {
                    throw new Abandoned();
                }
                if (best.worthTaking(playout)) {
                    playout.keep(position, start, NrpaConfig.Adaptation.MOVES);
                    best.copyFrom(playout);
                } else {
                    position.undoTo(start);
                }
            } else {
                policies[level - 1].copyFrom(levelPolicy);
                Sequence result = nest(level - 1, policies[level - 1], iterations, start, rng, listener, false);
                if (best.worthTaking(result)) {
                    best.copyFrom(result);
                }
            }
            gradient.adapt(levelPolicy, best, codes.size(), ALPHA, 0);
        }
        return best;
    }
}
