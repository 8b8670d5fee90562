package io.morpion.search.nrpa;

import io.morpion.engine.MoveAnnotator;
import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.search.CheckpointException;
import io.morpion.search.SolverBase;
import io.morpion.search.StateReader;
import io.morpion.search.StateWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Nested Rollout Policy Adaptation (Rosin 2011), written as a loop over explicit frames instead of
 * recursion, so that a checkpoint can capture a run in the middle of any level: each frame holds
 * its level's policy, iteration counter and best sequence.
 *
 * <p>One {@link #step} is one level-0 playout, sampled from the level-1 policy, followed by the
 * adaptations it completes on the way up. When the top level finishes its N iterations the run
 * starts again from the initial policy, keeping the global best, so an open-ended search never idles.
 */
public final class NrpaSolver extends SolverBase {

    /** One level of the nesting: its working policy, how many iterations it has done, its best sequence. */
    private static final class Frame {
        Policy policy = new Policy();
        int iteration;
        Sequence best = new Sequence();
        boolean hasBest;
    }

    private final NrpaConfig config;
    private final Frame[] frames;
    private Policy initialPolicy = new Policy();
    private Sequence warmSequence;
    private long topRuns;

    private final Position position;
    private final CodeCache codes;
    private final Sequence playout = new Sequence();
    private double[] pending = new double[0];
    private int[] touched = new int[0];
    private final List<SlotCache> slotCaches = new ArrayList<>();

    /**
     * The policy slots of a sequence's codes. Level 1 adapts toward the same best sequence after
     * playout upon playout, so the lookups are kept until the sequence or the table layout changes.
     */
    private static final class SlotCache {
        Policy policy;
        Sequence sequence;
        long layout = -1;
        long version = -1;
        int[] slots = new int[0];
    }

    public NrpaSolver(NrpaConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
        this.codes = config.symmetricCodes() ? new CodeCache(geometry) : null;
        this.frames = new Frame[config.level() + 1];
        for (int level = 1; level <= config.level(); level++) {
            frames[level] = new Frame();
        }
        position.setAnnotator(new MoveAnnotator() {
            @Override
            public int key(int move) {
                return codes == null ? move : codes.canonical(move);
            }

            @Override
            public double weight(int key) {
                return frames[1].policy.expWeight(key);
            }
        });
        if (config.warmStart() != null) {
            warmSequence = record(config.warmStart().moves());
            for (int i = 0; i < config.warmIterations(); i++) {
                adapt(initialPolicy, warmSequence);
            }
            int[] warmMoves = Arrays.copyOf(warmSequence.moves, warmSequence.length);
            seedBest(warmMoves);
        }
        startTopRun();
    }

    @Override
    public String algorithm() {
        return "nrpa";
    }

    @Override
    public String method() {
        return config.method();
    }

    public NrpaConfig config() {
        return config;
    }

    /** Completed top-level runs, each of N^level playouts. */
    public long topRuns() {
        return topRuns;
    }

    @Override
    protected boolean finished() {
        return false;
    }

    @Override
    protected void step(long nodeAllowance) {
        playOut();
        countNodes(1);
        offer(playout.moves, playout.length);
        climb();
    }

    /** A level-0 playout: sample each move with probability proportional to exp(weight). */
    private void playOut() {
        playout.clear();
        position.reweigh();
        while (!position.terminal()) {
            int count = position.legalCount();
            int[] stepCodes = playout.codesFor(count);
            int base = playout.codeCount();
            double sum = 0;
            for (int i = 0; i < count; i++) {
                sum += position.legalWeight(i);
                stepCodes[base + i] = position.legalKey(i);
            }
            double r = rng.nextDouble() * sum;
            int chosen = count - 1;
            for (int i = 0; i < count - 1; i++) {
                r -= position.legalWeight(i);
                if (r < 0) {
                    chosen = i;
                    break;
                }
            }
            int move = position.legalMove(chosen);
            playout.addStep(move, chosen);
            playout.endStep(count);
            position.play(move);
        }
        position.undoTo(0);
    }

    /** Hands the playout to level 1 and passes finished levels' results upward. */
    private void climb() {
        Sequence result = playout;
        for (int level = 1; level <= config.level(); level++) {
            Frame frame = frames[level];
            if (!frame.hasBest || result.length >= frame.best.length) {
                frame.best.copyFrom(result);
                frame.hasBest = true;
            }
            adapt(frame.policy, frame.best);
            frame.iteration++;
            if (frame.iteration < config.iterations()) {
                startChildren(level);
                return;
            }
            result = frame.best;
            if (level == config.level()) {
                topRuns++;
                startTopRun();
                return;
            }
        }
    }

    private void startTopRun() {
        Frame top = frames[config.level()];
        top.policy.copyFrom(initialPolicy);
        top.iteration = 0;
        top.hasBest = warmSequence != null;
        if (warmSequence != null) {
            top.best.copyFrom(warmSequence);
        }
        startChildren(config.level());
    }

    /** Fresh frames below a level, each starting from a copy of the policy above it. */
    private void startChildren(int level) {
        for (int child = level - 1; child >= 1; child--) {
            Frame frame = frames[child];
            frame.policy.copyFrom(frames[child + 1].policy);
            frame.iteration = 0;
            frame.hasBest = false;
        }
    }

    /**
     * One gradient step toward a sequence: raise each chosen code by alpha and lower every legal
     * code by alpha times its probability, all probabilities taken from the policy before the step.
     */
    private void adapt(Policy policy, Sequence sequence) {
        int codeCount = sequence.codeCount();
        SlotCache cache = slotCache(policy, sequence);
        int[] slots = cache.slots;
        int capacity = policy.capacity();
        if (pending.length < capacity) {
            pending = new double[capacity];
            touched = new int[capacity];
        }
        double alpha = config.alpha();
        int touchedCount = 0;
        for (int step = 0; step < sequence.length; step++) {
            int start = sequence.stepStart[step];
            int end = sequence.stepStart[step + 1];
            double z = 0;
            for (int j = start; j < end; j++) {
                z += policy.expAt(slots[j]);
            }
            double scale = alpha / z;
            for (int j = start; j < end; j++) {
                int slot = slots[j];
                if (pending[slot] == 0) {
                    touched[touchedCount++] = slot;
                }
                pending[slot] -= scale * policy.expAt(slot);
            }
            int chosenSlot = slots[start + sequence.chosen[step]];
            if (pending[chosenSlot] == 0) {
                touched[touchedCount++] = chosenSlot;
            }
            pending[chosenSlot] += alpha;
        }
        for (int i = 0; i < touchedCount; i++) {
            int slot = touched[i];
            policy.addAt(slot, pending[slot], config.clamp());
            pending[slot] = 0;
        }
    }

    private SlotCache slotCache(Policy policy, Sequence sequence) {
        SlotCache cache = null;
        for (SlotCache candidate : slotCaches) {
            if (candidate.policy == policy) {
                cache = candidate;
                break;
            }
        }
        if (cache == null) {
            cache = new SlotCache();
            cache.policy = policy;
            slotCaches.add(cache);
        }
        if (cache.sequence == sequence && cache.version == sequence.version && cache.layout == policy.layout()) {
            return cache;
        }
        int codeCount = sequence.codeCount();
        if (cache.slots.length < codeCount) {
            cache.slots = new int[codeCount * 2];
        }
        long layout;
        do {
            // an insertion may grow the table and move every slot; then look them all up again
            layout = policy.layout();
            for (int j = 0; j < codeCount; j++) {
                cache.slots[j] = policy.slotOf(sequence.codes[j]);
            }
        } while (layout != policy.layout());
        cache.sequence = sequence;
        cache.version = sequence.version;
        cache.layout = layout;
        return cache;
    }

    /** The sequence of a known game (a warm start), with the codes of its legal moves at every step. */
    private Sequence record(List<Move> moves) {
        Sequence sequence = new Sequence();
        for (Move msr : moves) {
            int move = position.find(msr);
            if (move < 0) {
                throw new IllegalArgumentException("the warm-start game is illegal at move " + (sequence.length + 1));
            }
            int count = position.legalCount();
            int[] stepCodes = sequence.codesFor(count);
            int base = sequence.codeCount();
            int chosen = -1;
            for (int i = 0; i < count; i++) {
                stepCodes[base + i] = position.legalKey(i);
                if (position.legalMove(i) == move) {
                    chosen = i;
                }
            }
            sequence.addStep(move, chosen);
            sequence.endStep(count);
            position.play(move);
        }
        position.undoTo(0);
        return sequence;
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeLong(topRuns);
        initialPolicy.write(out);
        for (int level = 1; level <= config.level(); level++) {
            Frame frame = frames[level];
            out.writeInt(frame.iteration);
            out.writeBoolean(frame.hasBest);
            frame.best.write(out);
            frame.policy.write(out);
        }
    }

    @Override
    protected void readState(StateReader in) {
        topRuns = in.readLong();
        initialPolicy = Policy.read(in);
        for (int level = 1; level <= config.level(); level++) {
            Frame frame = frames[level];
            frame.iteration = in.readInt();
            if (frame.iteration < 0 || frame.iteration >= config.iterations()) {
                throw new CheckpointException("the checkpoint's level-" + level + " iteration " + frame.iteration
                        + " is out of range");
            }
            frame.hasBest = in.readBoolean();
            frame.best = Sequence.read(in);
            frame.policy = Policy.read(in);
        }
    }
}
