package io.morpion.search.perturbation;

import io.morpion.engine.DotKey;
import io.morpion.engine.MoveDependencies;
import io.morpion.engine.Position;
import io.morpion.search.Solver;
import io.morpion.search.SolverBase;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
import io.morpion.search.archive.Trading;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import io.morpion.search.nrpa.NrpaRepair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.LongFunction;

/**
 * The record climber: a destroy-and-repair search over an {@link Archive} of distinct games.
 *
 * <p>One {@link #step} is one round, and counts as one node whatever its repair played: draw a
 * game from the top of the archive, destroy part of it, repair what is left into a complete game,
 * and offer the result to the archive. The destroy operators remove a set of moves closed under
 * "needs" ({@link MoveDependencies}), so what is kept is always a legal game: a suffix of a random
 * legal reordering, or one move with everything that needs it. The repair operators complete it:
 * an NRPA trained towards the removed moves (by default of level 2, which is what climbs:
 * docs/research-log.md), uniform random moves, the removed moves replayed in their old order with
 * some noise, or a batch of random completions from shallow wind-backs ({@link EndgameCompletions}).
 * Which destroy, which repair and how deep to cut are each chosen adaptively
 * ({@link AdaptiveChoice}) from what they achieved. A cold start seeds the archive with a random
 * game. Once the archive has gone {@code deep-after} rounds without a new best, rounds rebuild the
 * whole game with an NRPA one level deeper, which is what moves a stalled archive. A campaign's
 * worker also trades games with the campaign's archive ({@link #tradeThrough}).
 */
public final class PerturbationSolver extends SolverBase implements ArchiveTrader {

    static final List<String> DESTROYS_LIST =
            PerturbationConfig.BINDER.parameter("destroys").options();
    static final List<String> REPAIRS_LIST =
            PerturbationConfig.BINDER.parameter("repairs").options();
    private static final int RANDOM = 0;
    private static final int GUIDED = 1;
    private static final int ENDGAME = 3;

    private final PerturbationConfig config;
    private final Position position;
    private final NrpaRepair nrpa;
    private final Archive archive;
    private final AdaptiveChoice destroys = new AdaptiveChoice(DESTROYS_LIST.toArray(String[]::new));
    private final AdaptiveChoice repairs = new AdaptiveChoice(REPAIRS_LIST.toArray(String[]::new));
    private final DepthChoice depths;
    private final EndgameCompletions endgame;
    private final boolean ownsArchive;
    private final boolean sharing;
    private long rounds;
    private int[] buffer = new int[512];
    private final int[] placedBy;
    private int[] roundBest = new int[0];
    private Trading trading;

    public PerturbationSolver(PerturbationConfig config) {
        this(config, new Archive(config.window(), config.archiveSize()), true, false);
    }

    /**
     * Workers of one search on several threads, sharing one archive: the first worker made keeps
     * the archive in its checkpoints, the others only their own state. Such a run is not
     * reproduced by its seed (the threads interleave); one thread is.
     */
    public static LongFunction<Solver> sharingOneArchive(LongFunction<PerturbationConfig> configs) {
        Archive[] shared = new Archive[1];
        return seed -> {
            PerturbationConfig config = configs.apply(seed);
            boolean first = shared[0] == null;
            if (first) {
                shared[0] = new Archive(config.window(), config.archiveSize());
            }
            return new PerturbationSolver(config, shared[0], first, true);
        };
    }

    private PerturbationSolver(PerturbationConfig config, Archive archive, boolean ownsArchive, boolean sharing) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
        this.nrpa = new NrpaRepair(position, geometry);
        this.archive = archive;
        this.ownsArchive = ownsArchive;
        this.sharing = sharing;
        this.placedBy = new int[geometry.cellCount()];
        Arrays.fill(placedBy, -1);
        destroys.restrictTo(config.destroys());
        repairs.restrictTo(config.repairs());
        this.depths = new DepthChoice(config.destroyMin(), config.destroyMax());
        this.endgame = new EndgameCompletions(position, geometry, config.endgameDepth(), config.endgameBatch());
        if (config.warmStart() != null) {
            int[] warm = warmMoves(config.warmStart(), position);
            seedBest(warm);
            archive.offer(warm, DotKey.of(warm, warm.length, geometry));
        }
    }

    @Override
    public String algorithm() {
        return PerturbationAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method() + (sharing ? " shared-archive" : "");
    }

    /**
     * Trades games with a shared archive at most every {@code every} (a campaign's workers); the
     * first trade comes at the first step. A search that trades is not reproduced by its seed.
     */
    @Override
    public void tradeThrough(ArchiveExchange exchange, Duration every) {
        trading = new Trading(exchange, every);
        archive.keepOutbox();
    }

    @Override
    protected void step(long nodeAllowance) {
        if (trading != null && trading.due()) {
            trade();
        }
        if (archive.size() == 0) {
            randomGame();
            return;
        }
        if (!stalledForDeepRounds()) {
            round();
            return;
        }
        // A deep round takes seconds: a pause or a deadline abandons it half-way. It then leaves no
        // trace but the best game it met, and the next solve call plays it again from its start.
        byte[] before = rng.saveState();
        nrpa.abandonWhen(this::terminationReached);
        try {
            round();
        } catch (NrpaRepair.Abandoned abandoned) {
            rng.restoreState(before);
        } finally {
            nrpa.abandonWhen(null);
        }
    }

    private void round() {
        Archive.Entry parent = archive.select(rng, config.focus());
        MoveDependencies dependencies = new MoveDependencies(parent.moves(), parent.score(), geometry, placedBy);
        int repair = repairs.choose(rng);
        double reward = repair == ENDGAME
                ? endgame.round(
                        dependencies.randomOrder(rng::nextInt),
                        parent.score(),
                        archive,
                        rng,
                        config.novelty(),
                        this::offer)
                : destroyAndRepair(parent, dependencies, repair);
        repairs.reward(repair, reward);
        endRound(reward == Rewards.NEW_BEST);
        countNodes(1);
    }

    private double destroyAndRepair(Archive.Entry parent, MoveDependencies dependencies, int repair) {
        if (repair != RANDOM && repair != GUIDED && stalledForDeepRounds()) {
            // the whole game again, one level deeper: what NRPA's next level would give it
            return repairAndOffer(dependencies.randomOrder(rng::nextInt), 0, repair, config.nrpaLevel() + 1, parent);
        }
        int destroy = destroys.choose(rng);
        int depth = depths.choose(rng);
        int wanted = depths.draw(depth, rng);
        int[] keptLength = new int[1];
        int[] sequence = destroy == 0
                ? suffixCut(dependencies, wanted, keptLength)
                : closureCut(dependencies, wanted, keptLength);
        double reward = repairAndOffer(sequence, keptLength[0], repair, config.nrpaLevel(), parent);
        destroys.reward(destroy, reward);
        depths.reward(depth, reward);
        return reward;
    }

    /** Repairs at the given NRPA level and offers the round's best to the archive; returns what the round earned. */
    private double repairAndOffer(int[] sequence, int kept, int repair, int nrpaLevel, Archive.Entry parent) {
        int best = repair(sequence, kept, repair, nrpaLevel);
        return best > 0 ? Rewards.offer(archive, roundBest, geometry, parent.score(), config.novelty()) : 0;
    }

    private boolean stalledForDeepRounds() {
        return config.deepAfter() > 0 && archive.roundsSinceBest() >= config.deepAfter();
    }

    /** A random legal reordering of the parent, cut after all but {@code wanted} moves. */
    private int[] suffixCut(MoveDependencies dependencies, int wanted, int[] keptLength) {
        int[] order = dependencies.randomOrder(rng::nextInt);
        keptLength[0] = Math.max(0, order.length - wanted);
        return order;
    }

    /** Random moves with everything that needs them removed, until about {@code wanted} are gone. */
    private int[] closureCut(MoveDependencies dependencies, int wanted, int[] keptLength) {
        boolean[] removed = new boolean[dependencies.size()];
        int count = 0;
        int tries = 0;
        while (count < Math.min(wanted, dependencies.size()) && tries++ < 4 * dependencies.size()) {
            count += dependencies.markWithDependants(rng.nextInt(dependencies.size()), removed);
        }
        return dependencies.keptThenRemoved(removed, keptLength);
    }

    /**
     * Plays the kept moves, completes them with the chosen repair and offers what it plays;
     * {@code sequence} holds the kept moves followed by the removed ones in a legal order.
     *
     * @return the score of the best game the repair played (kept in roundBest)
     */
    private int repair(int[] sequence, int kept, int repair, int nrpaLevel) {
        position.undoTo(0);
        for (int i = 0; i < kept; i++) {
            position.play(sequence[i]);
        }
        roundBest = new int[0];
        switch (repair) {
            case RANDOM -> {
                while (!position.terminal()) {
                    position.play(position.legalMove(rng.nextInt(position.legalCount())));
                }
                finishPlayout();
            }
            case GUIDED -> {
                guidedCompletion(sequence, kept);
                finishPlayout();
            }
            default -> {
                int[] guide = Arrays.copyOfRange(sequence, kept, sequence.length);
                nrpa.repair(
                        guide,
                        config.nrpaWarm(),
                        nrpaLevel,
                        config.nrpaIterations(),
                        rng,
                        end -> finishPlayout(),
                        config.deepMemory() && nrpaLevel > config.nrpaLevel());
            }
        }
        position.undoTo(0);
        return roundBest.length;
    }

    /** Replays the removed moves where they are legal, earliest first, with a chance of a random move at each step. */
    private void guidedCompletion(int[] sequence, int kept) {
        while (!position.terminal()) {
            int move = -1;
            if (rng.nextDouble() >= config.noise()) {
                for (int i = kept; i < sequence.length && move < 0; i++) {
                    move = isLegal(sequence[i]) ? sequence[i] : -1;
                }
            }
            if (move < 0) {
                move = position.legalMove(rng.nextInt(position.legalCount()));
            }
            position.play(move);
        }
    }

    private boolean isLegal(int move) {
        for (int i = 0, count = position.legalCount(); i < count; i++) {
            if (position.legalMove(i) == move) {
                return true;
            }
        }
        return false;
    }

    /** A finished game at the position: counted, offered as a best, and kept if it is the round's longest. */
    private void finishPlayout() {
        int length = position.ply();
        if (buffer.length < length) {
            buffer = new int[length * 2];
        }
        position.copyMoves(buffer);
        offer(buffer, length);
        if (length > roundBest.length) {
            roundBest = Arrays.copyOf(buffer, length);
        }
    }

    private void trade() {
        List<ArchiveExchange.SharedGame> added = new ArrayList<>();
        for (Archive.Entry entry : archive.drainOutbox()) {
            added.add(new ArchiveExchange.SharedGame(toRecord(entry.moves(), entry.score()), entry.key()));
        }
        for (ArchiveExchange.SharedGame traded : trading.trade(added)) {
            int[] moves = sharedMoves(traded, position);
            if (moves != null) {
                archive.offerTraded(moves, DotKey.of(moves, moves.length, geometry));
            }
        }
    }

    /** Seeds an empty archive with a uniformly random game: the random repair of nothing. */
    private void randomGame() {
        repair(new int[0], 0, RANDOM, config.nrpaLevel());
        archive.offer(roundBest, DotKey.of(roundBest, roundBest.length, geometry));
        countNodes(1);
    }

    /** Ends a round: operator weights at the end of each segment, and the archive's stall count. */
    private void endRound(boolean newBest) {
        rounds++;
        if (rounds % config.segment() == 0) {
            destroys.endSegment(config.reaction());
            repairs.endSegment(config.reaction());
            depths.endSegment(config.reaction());
            endgame.endSegment(config.reaction());
        }
        archive.endRound(newBest, config.stall(), config.restart());
    }

    @Override
    public String summary() {
        return archive.census();
    }

    /** What the search is doing, for logs and tests. */
    public String describe() {
        return rounds + " rounds, " + archive.restarts() + " restarts; " + archive + "; destroy " + destroys
                + "; repair " + repairs + "; depth " + depths + "; endgame depth " + endgame;
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeLong(rounds);
        if (ownsArchive) {
            archive.write(out);
        }
        destroys.write(out);
        repairs.write(out);
        depths.write(out);
        endgame.write(out);
        if (config.deepMemory()) {
            // only then: checkpoints of runs without it keep the layout they always had
            nrpa.writeMemory(out);
        }
    }

    @Override
    protected void readState(StateReader in) {
        rounds = in.readLong();
        if (rounds < 0) {
            throw new CheckpointException("the checkpoint's round count is negative");
        }
        if (ownsArchive) {
            archive.read(in);
        }
        destroys.read(in);
        repairs.read(in);
        depths.read(in);
        endgame.read(in);
        if (config.deepMemory()) {
            nrpa.readMemory(in);
        }
    }
}
