package io.morpion.search.nrpa;

import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import io.morpion.search.SolverBase;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
import io.morpion.search.archive.Trading;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.time.Duration;
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
public final class NrpaSolver extends SolverBase implements ArchiveTrader {

    /** One level of the nesting: its working policy, how many iterations it has done, its best sequence. */
    private static final class Frame {
        Policy policy = new Policy();
        int iteration;
        Sequence best = new Sequence();
        boolean hasBest;

        /** Whether this level takes a result as its new best. */
        boolean takes(Sequence result) {
            return !hasBest || best.worthTaking(result);
        }
    }

    private final NrpaConfig config;
    private final Frame[] frames;
    private Policy initialPolicy = new Policy();
    private Sequence warmSequence;
    private long topRuns;

    private final Position position;
    private final CodeIndex codes;
    /** Weighs each legal move by the level-1 policy. */
    private final PolicyAnnotator annotator;

    private final Sequence playout = new Sequence();
    private final PolicyGradient gradient = new PolicyGradient();
    private Trading trading;
    /** This search's best when it last handed it over. */
    private int tradedScore;
    /** The shared archive's best, longer than this search's own, waiting for the next top-level run. */
    private Sequence migrant;

    public NrpaSolver(NrpaConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
        this.codes = new CodeIndex(geometry, config.codes());
        this.frames = new Frame[config.level() + 1];
        for (int level = 1; level <= config.level(); level++) {
            frames[level] = new Frame();
        }
        this.annotator = new PolicyAnnotator(codes, frames[1].policy);
        position.setAnnotator(annotator);
        if (config.warmStart() != null) {
            warmSequence = record(config.warmStart());
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
        return NrpaAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    public NrpaConfig config() {
        return config;
    }

    /** The best game of the top-level run under way, or 0 before it has one: a warm start's or a migrant's. */
    int topBestScore() {
        Frame top = frames[config.level()];
        return top.hasBest ? top.best.length : 0;
    }

    /** Completed top-level runs, each of N^level playouts. */
    public long topRuns() {
        return topRuns;
    }

    /**
     * Trades with a shared archive at most every {@code every}, as one island of a campaign: hands
     * over this search's best whenever it has risen, and starts the next top-level run warm from
     * the archive's best when that is longer than its own, as a warm start would. A search that
     * trades is not reproduced by its seed. The game waiting to start a run is not checkpointed: a
     * restored search trades at once and gets it again.
     */
    @Override
    public void tradeThrough(ArchiveExchange exchange, Duration every) {
        trading = new Trading(exchange, every);
    }

    @Override
    protected void step(long nodeAllowance) {
        // a playout takes microseconds: look at the clock only now and then
        if (trading != null && (nodes() & 255) == 0 && trading.due()) {
            trade();
        }
        playOut();
        // level 1 needs the playout's lists only if it takes the playout
        boolean taken = frames[1].takes(playout);
        finishPlayout(taken);
        countNodes(1);
        offer(playout.moves, playout.length);
        climb(taken);
    }

    /** A level-0 playout from the start, then back to the start, keeping the codes only if level 1 will want them. */
    private void playOut() {
        playout.playOut(position, rng);
    }

    private void finishPlayout(boolean keep) {
        if (keep) {
            playout.keep(position, 0, config.adaptation());
        } else {
            position.undoTo(0);
        }
    }

    /**
     * Hands the playout to level 1 (which has decided whether it takes it) and passes finished levels' results upward.
     */
    private void climb(boolean takenAtLevelOne) {
        Sequence result = playout;
        for (int level = 1; level <= config.level(); level++) {
            Frame frame = frames[level];
            if (level == 1 ? takenAtLevelOne : frame.takes(result)) {
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

    private void trade() {
        List<ArchiveExchange.SharedGame> added = new ArrayList<>();
        if (bestScore() > tradedScore) {
            added.add(ArchiveExchange.SharedGame.of(best().orElseThrow()));
            tradedScore = bestScore();
        }
        for (ArchiveExchange.SharedGame shared : trading.trade(added)) {
            int waiting = migrant == null ? 0 : migrant.length;
            int[] moves = shared.score() > Math.max(bestScore(), waiting) ? sharedMoves(shared, position) : null;
            if (moves != null) {
                migrant = sequenceOf(moves);
            }
        }
    }

    private void startTopRun() {
        if (migrant != null) {
            warmSequence = migrant;
            migrant = null;
            initialPolicy = new Policy();
            for (int i = 0; i < config.warmIterations(); i++) {
                adapt(initialPolicy, warmSequence);
            }
        }
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
            if (child == 1) {
                frame.policy.syncFrom(frames[2].policy);
            } else {
                frame.policy.copyFrom(frames[child + 1].policy);
            }
            frame.iteration = 0;
            frame.hasBest = false;
        }
    }

    private void adapt(Policy policy, Sequence sequence) {
        gradient.adapt(policy, sequence, codes.size(), config.alpha(), config.clamp());
    }

    /** The sequence of a known game (a warm start), with the steps adaptation takes through it. */
    private Sequence record(MsrRecord game) {
        return sequenceOf(warmMoves(game, position));
    }

    private Sequence sequenceOf(int[] moves) {
        Sequence sequence = new Sequence();
        int illegal = sequence.record(position, moves, moves.length, config.adaptation());
        if (illegal >= 0) {
            throw new CheckpointException("move " + (illegal + 1) + " of a stored NRPA sequence is not legal there");
        }
        return sequence;
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeLong(topRuns);
        codes.write(out);
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
        codes.read(in);
        // the root list's codes were given by the index this replaced; the stored sequences' steps are rebuilt under
        // the restored one
        position.setAnnotator(annotator);
        initialPolicy = Policy.read(in);
        for (int level = 1; level <= config.level(); level++) {
            Frame frame = frames[level];
            frame.iteration = in.readInt();
            if (frame.iteration < 0 || frame.iteration >= config.iterations()) {
                throw new CheckpointException(
                        "the checkpoint's level-" + level + " iteration " + frame.iteration + " is out of range");
            }
            frame.hasBest = in.readBoolean();
            frame.best = sequenceOf(Sequence.readMoves(in));
            frame.policy = Policy.read(in);
        }
        annotator.use(frames[1].policy);
        position.setAnnotator(annotator);
    }
}
