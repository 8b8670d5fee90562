package io.morpion.search.dna;

import io.morpion.engine.DotKey;
import io.morpion.engine.Position;
import io.morpion.search.Rng;
import io.morpion.search.SolverBase;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
import io.morpion.search.archive.Trading;
import io.morpion.search.census.CensusFeed;
import io.morpion.search.census.GameCensus;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The DNA pool search (after Tishchenko's encoding and pool search): a game is a priority per line
 * ({@link Dna}), a child is its parent's DNA with a few priorities swapped or a few played moves
 * blacklisted, and the pool ({@link Pool}) keeps the distinct games within a window of the best.
 *
 * <p>One {@link #step} is one iteration, one node: pick a parent from the top of the pool, mutate its DNA and play
 * it. A child plays its parent's game up to the first step where a changed priority can win, so the position is
 * wound back to there from the parent's game, which it still holds when the parent is picked again, instead of being
 * replayed from the start. Every {@code end-interval} iterations an {@link EndSearch} takes the best game not yet
 * searched and completes it from wind-backs at random, one completion a node, until it stops finding new games. A
 * cold start begins from {@code initial} random games.
 *
 * <p>Pool games are kept in their canonical order: at each step, the legal move of the game with the smallest code.
 * Two games with the same lines are then the same sequence, whatever order they were found in.
 */
public final class DnaSolver extends SolverBase implements ArchiveTrader, GameCensus.Taker {

    /** End-search completions one step plays at most, so that a step stays short. */
    private static final int PULLS_PER_STEP = 64;

    private final DnaConfig config;
    // the moves every game it plays, keeps and offers begins with, in their order: none, or a position's
    private final int[] pinned;
    private final Position position;
    private final Position scratch;
    private final Dna dna;
    private final Mutations mutations;
    private final PoolKeys keys;
    private Pool pool;
    private final EndSearch endSearch = new EndSearch();
    /** The pool game whose prefix the position holds, or null when it holds nothing known. */
    private Pool.Entry prefixOwner;

    private long iterations;
    /** Fresh pools begun since the start ({@code restart}), and the iteration of the pool's last new best. */
    private int restarts;

    private long lastPoolBest;
    /** Trades at which the others' games lifted a stalled pool's best ({@code take=stalled}). */
    private int bestsTaken;
    /** Pool games replaced by another drawing of their dots. */
    private long redraws;

    private final ExactEnds exactEnds;

    private int initialPlayed;
    private int[] buffer = new int[512];
    private final CanonicalOrder canonicalOrder;
    private Trading trading;
    private final Migration migration = new Migration();
    private CensusFeed census;

    public DnaSolver(DnaConfig config) {
        this(config, config.seed(), new int[0]);
    }

    /**
     * The search of this configuration from another seed (a pool of a start race: {@link DnaConfig#laneSeed}), of
     * only the games that begin with the engine moves {@code pinned} (none, or a position's: {@link DnaFromPosition}).
     */
    DnaSolver(DnaConfig config, long seed, int[] pinned) {
        super(config.variant(), seed);
        this.config = config;
        this.pinned = pinned.clone();
        this.position = new Position(config.variant());
        this.scratch = new Position(config.variant());
        this.exactEnds = new ExactEnds(config, scratch);
        this.dna = new Dna(geometry, new Rng(Rng.derive(seed, 1)));
        this.keys = new PoolKeys(dna, geometry, config.key() == DnaConfig.Key.LINES, seed);
        this.mutations = new Mutations(config, dna, geometry, this.pinned.length);
        this.canonicalOrder = new CanonicalOrder(dna, new Position(config.variant()), this.pinned.length);
        this.pool = new Pool(config);
        if (config.warmStart() != null) {
            int[] warm = warmMoves(config.warmStart(), position);
            seedBest(warm);
            pool.offer(canonicalOrder.of(warm, warm.length), keys.of(warm, warm.length));
            initialPlayed = config.initial();
        }
    }

    /** Holds at most 1/{@code pools} of the pool and archive caps from now on; 1 is the whole caps. */
    void shareCaps(int pools) {
        pool.shareCaps(pools);
    }

    @Override
    public String algorithm() {
        return DnaAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    /**
     * Trades games with a shared archive at most every {@code every} (a campaign's workers): the
     * games the pool took go out, and with {@code take=all} the others' games come in as candidates
     * for the pool. A search that takes is not reproduced by its seed; one that takes nothing is.
     */
    @Override
    public void tradeThrough(ArchiveExchange exchange, Duration every) {
        trading = new Trading(exchange, every);
        pool.keepOutbox();
    }

    @Override
    public void reportTo(GameCensus census, long seed) {
        this.census = new CensusFeed(census, seed);
    }

    @Override
    protected void step(long nodeAllowance) {
        if (trading != null && trading.due()) {
            trade();
        }
        if (initialPlayed < config.initial()) {
            randomGame();
        } else if (endSearch.active()) {
            endSearchPulls((int) Math.min(nodeAllowance, PULLS_PER_STEP));
        } else {
            iterate();
        }
    }

    /** One of the random games a cold start begins with: an untouched DNA turned at random, played out. */
    private void randomGame() {
        dna.encode(pinned, pinned.length, rng.nextLong());
        moveTo(null, 0);
        dna.playOut(position);
        judge(null, false);
        position.undoTo(0);
        initialPlayed++;
        countNodes(1);
    }

    private void iterate() {
        Pool.Entry parent = pool.select(rng);
        parent.visits++;
        int[] moves = parent.moves;
        int length = moves.length;
        dna.encode(moves, length, parent.key);
        int restart = mutations.mutate(moves, length, rng);
        // a swap that drew a pinned line would move it: that child is not one of the games searched
        if (restart < length && restart >= pinned.length) {
            moveTo(parent, restart);
            dna.playOut(position);
            Pool.Outcome outcome = judge(parent, true);
            if (outcome == Pool.Outcome.ADDED || outcome == Pool.Outcome.NEW_BEST) {
                // a parent that still gives new games counts as freshly visited
                parent.visits = 0;
            }
            position.undoTo(restart);
        }
        countNodes(1);
        iterations++;
        if (config.restart() > 0 && iterations - lastPoolBest >= config.restart()) {
            restart();
            return;
        }
        if (iterations % config.maintenance() == 0) {
            pool.maintain();
        }
        if (config.endInterval() > 0 && iterations % config.endInterval() == 0) {
            Pool.Entry source = pool.nextEndSource();
            if (source != null) {
                endSearch.start(source, config.endFraction());
                if (config.exactDepth() > 0 && source.score() - config.exactDepth() >= pinned.length) {
                    exactEnds.complete(toRecord(source.moves, source.score())).ifPresent(m -> judgeFound(source, m));
                }
            }
        }
    }

    /**
     * Begins a fresh pool from random games: the old one has gone {@code restart} iterations without a
     * new best. The search's best stays, and so does what the census and a campaign were given.
     */
    private void restart() {
        pool = pool.fresh();
        if (trading != null) {
            pool.keepOutbox();
        }
        endSearch.stop();
        prefixOwner = null;
        position.undoTo(0);
        initialPlayed = 0;
        lastPoolBest = iterations;
        restarts++;
    }

    /**
     * End-search completions. A pull pays off when it ends on dots new to this search and within
     * {@link EndSearch#REACH} of its source, whether or not the pool takes the game: the bandit
     * learns where the source's neighbours lie, and does not go blind while the pool's window is
     * narrow.
     */
    private void endSearchPulls(int pulls) {
        Pool.Entry source = endSearch.source();
        int length = source.score();
        for (int i = 0; i < pulls && endSearch.active(); i++) {
            int depth = endSearch.chooseDepth(config.endExploration());
            int start = Math.max(pinned.length, length - depth);
            moveTo(source, start);
            while (!position.terminal()) {
                position.play(position.legalMove(rng.nextInt(position.legalCount())));
            }
            int played = position.ply() - start;
            // one copy and one dots key serve both the search's own novelty and the pool's judgement
            int finished = copyFinished();
            boolean inReach = finished > length - EndSearch.REACH;
            long key = inReach || !belowPool(finished) ? keys.of(buffer, finished) : 0;
            boolean novel = inReach && endSearch.firstSeen(key);
            judgeCopied(source, false, finished, key);
            endSearch.record(depth, novel, played, config.endStall());
            position.undoTo(start);
            countNodes(1);
        }
    }

    /** A game found outside the pool's own play (an exact completion), played on the position and judged. */
    private void judgeFound(Pool.Entry source, int[] moves) {
        moveTo(null, 0);
        for (int move : moves) {
            position.play(move);
        }
        judge(source, false);
        position.undoTo(0);
    }

    /**
     * Puts the position at the first {@code ply} moves of a pool game: by undoing when it already
     * holds a longer prefix of it, by replaying its moves otherwise.
     */
    private void moveTo(Pool.Entry entry, int ply) {
        if (prefixOwner != entry || entry == null) {
            position.undoTo(0);
            prefixOwner = entry;
        } else if (position.ply() > ply) {
            position.undoTo(ply);
        }
        while (position.ply() < ply) {
            position.play(entry.moves[position.ply()]);
        }
    }

    /**
     * Judges the finished game on the position: a new best is announced, and a game within the pool's
     * window whose dots are new to it enters it. A mutation's game whose dots the pool knows, drawn
     * with other lines, takes the known game's place ({@code redraw}): the pool keeps one game per
     * dot set, and that game drifts through the ways of drawing its dots.
     */
    private Pool.Outcome judge(Pool.Entry parent, boolean redraw) {
        int length = copyFinished();
        // most children end below the window: their dots key is never needed
        return judgeCopied(parent, redraw, length, belowPool(length) ? 0 : keys.of(buffer, length));
    }

    /**
     * {@link #judge} of the game {@link #copyFinished} put in the buffer, whose dots key is given unless it is below
     * the pool.
     */
    private Pool.Outcome judgeCopied(Pool.Entry parent, boolean redraw, int length, long key) {
        if (census != null && census.wants(length)) {
            census.offer(keys.lines(buffer, length), () -> toRecord(buffer, length), method());
        }
        if (length > bestScore()) {
            offer(buffer, length);
        }
        if (belowPool(length)) {
            return Pool.Outcome.BELOW;
        }
        Pool.Entry known = pool.get(key);
        if (known != null) {
            if (redraw && keys.lines(buffer, length) != keys.lines(known.moves, known.moves.length)) {
                known.moves = canonicalOrder.of(buffer, length);
                if (prefixOwner == known) {
                    // the position holds a prefix of the game's old drawing; play the new one from the start
                    prefixOwner = null;
                }
                redraws++;
            }
            return Pool.Outcome.KNOWN;
        }
        if (parent != null && key == parent.key) {
            return Pool.Outcome.KNOWN;
        }
        Pool.Outcome outcome = pool.offer(canonicalOrder.of(buffer, length), key);
        if (outcome == Pool.Outcome.NEW_BEST) {
            lastPoolBest = iterations;
        }
        return outcome;
    }

    /** Copies the finished game on the position into the buffer, and says how long it is. */
    private int copyFinished() {
        int length = position.ply();
        if (buffer.length < length) {
            buffer = new int[length * 2];
        }
        position.copyMoves(buffer);
        return length;
    }

    private boolean belowPool(int length) {
        return length < pool.floor() && pool.size() > 0;
    }

    private void trade() {
        List<ArchiveExchange.SharedGame> added = new ArrayList<>();
        for (Pool.Entry entry : pool.drainOutbox()) {
            // the shared archive's key is DotKey.of's; the pool's own is the cheaper table key
            added.add(new ArchiveExchange.SharedGame(
                    toRecord(entry.moves, entry.score()), DotKey.of(entry.moves, entry.score(), geometry)));
        }
        List<ArchiveExchange.SharedGame> others = trading.trade(added);
        if (config.take() == DnaConfig.Take.STALLED) {
            others = migration.take(others, pool.best(), iterations - lastPoolBest >= config.takeAfter());
        } else if (config.take() == DnaConfig.Take.NONE) {
            return;
        }
        boolean lifted = false;
        for (ArchiveExchange.SharedGame traded : others) {
            int[] moves = sharedMoves(traded, scratch);
            if (moves != null) {
                long key = keys.of(moves, moves.length);
                if (!pool.contains(key)) {
                    lifted |= pool.offer(canonicalOrder.of(moves, moves.length), key) == Pool.Outcome.NEW_BEST;
                }
            }
        }
        if (lifted) {
            // a taken game the pool climbs from: the worker is not stalled until that climb stops
            lastPoolBest = iterations;
            bestsTaken++;
        }
    }

    @Override
    public String summary() {
        return pool.census() + "; " + iterations + " iterations, " + endSearch.calls() + " end searches, "
                + endSearch.finds() + " new to their search, " + redraws + " redrawings"
                + exactEnds.summary()
                + (config.restart() > 0 ? ", " + restarts + " fresh pools" : "")
                + (config.take() == DnaConfig.Take.STALLED ? ", games taken from the others: " + bestsTaken : "");
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeLong(iterations).writeInt(initialPlayed).writeLong(redraws);
        if (config.tracksStall()) {
            // only then, so that checkpoints of runs that do not count stalls keep their form
            out.writeInt(restarts).writeLong(lastPoolBest);
        }
        if (config.take() == DnaConfig.Take.STALLED) {
            out.writeInt(bestsTaken);
        }
        pool.write(out);
        endSearch.write(out);
    }

    @Override
    protected void readState(StateReader in) {
        iterations = in.readLong();
        initialPlayed = in.readInt();
        redraws = in.readLong();
        if (config.tracksStall()) {
            restarts = in.readInt();
            lastPoolBest = in.readLong();
        }
        bestsTaken = config.take() == DnaConfig.Take.STALLED ? in.readInt() : 0;
        boolean negative = iterations < 0 || initialPlayed < 0 || redraws < 0 || restarts < 0 || bestsTaken < 0;
        if (negative || lastPoolBest > iterations) {
            throw new CheckpointException("the checkpoint's iteration counts are negative");
        }
        pool.read(in);
        endSearch.read(in);
        prefixOwner = null;
        position.undoTo(0);
    }
}
