package io.morpion.search.lns;

import io.morpion.engine.DotKey;
import io.morpion.engine.EngineMove;
import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
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
import io.morpion.search.local.proofs.ModelProof;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Large neighbourhood search: its game's neighbourhoods, in an order the seed shuffles, are freed one a step and
 * rebuilt by the constraint model, which is asked for another game at least as long. A longer game is kept, and
 * so is an equal one on a dot set the search has not met, so that it walks along a plateau; the sweep then starts
 * over on the new game. The model's effort is deterministic, so a pass over the neighbourhoods that keeps nothing
 * would keep nothing again: the game is a local optimum at that effort. A search given a game then ends; one that
 * began from a random game begins again from another, its best kept.
 *
 * <p>The neighbourhoods are open squares. Closed ones (a square or a move with every move that needs it) were
 * tried: the lines a long continuation can reach make models that take 40–90 s to build on a 5D game, before
 * any search.
 */
public final class LnsSolver extends SolverBase implements ArchiveTrader, GameCensus.Taker {

    /** The dot sets remembered, the oldest forgotten first: a plateau walk seldom meets so many. */
    private static final int MOST_DOT_SETS = 100_000;

    /** Mixed with a line's cell and direction into the code a census tells drawings apart by. */
    private static final int LINE_CODES = 11;

    private final LnsConfig config;
    private final Position position;
    /** The game being improved, as engine moves; empty before the first step. */
    private int[] game = new int[0];

    private List<Neighbourhood> neighbourhoods = List.of();
    private int[] order = new int[0];
    private int next;
    private int longer;
    private int sideways;
    private int restarts;
    private boolean settled;
    private final LinkedHashSet<Long> dotSets = new LinkedHashSet<>();
    private Trading trading;
    private CensusFeed census;
    /** The games kept since the last trade, for a campaign's archive. */
    private final List<ArchiveExchange.SharedGame> outbox = new ArrayList<>();

    public LnsSolver(LnsConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.position = new Position(config.variant());
    }

    @Override
    public String algorithm() {
        return LnsAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    @Override
    protected boolean finished() {
        return settled;
    }

    @Override
    public String summary() {
        return String.format(
                Locale.ROOT,
                "lns: %d longer game%s, %d equal one%s on a new dot set, %d dot set%s met, %d restart%s%s",
                longer,
                longer == 1 ? "" : "s",
                sideways,
                sideways == 1 ? "" : "s",
                dotSets.size(),
                dotSets.size() == 1 ? "" : "s",
                restarts,
                restarts == 1 ? "" : "s",
                settled ? "; every neighbourhood of the best game rebuilt, nothing new within the effort" : "");
    }

    /**
     * Trades with a campaign's archive: every game kept goes out, and a longer game from another worker becomes
     * the one this worker sweeps. A search that trades is not reproduced by its seed.
     */
    @Override
    public void tradeThrough(ArchiveExchange exchange, Duration every) {
        trading = new Trading(exchange, every);
    }

    /** Reports every game the model rebuilds at the census's score or more, kept or not, and the game it starts from. */
    @Override
    public void reportTo(GameCensus census, long seed) {
        this.census = new CensusFeed(census, seed);
    }

    private void report(int[] moves) {
        if (census != null && census.wants(moves.length)) {
            long lines = 0;
            for (int move : moves) {
                lines ^= Rng.derive(
                        (long) EngineMove.origin(move, geometry) << 2 | EngineMove.direction(move), LINE_CODES);
            }
            census.offer(lines, () -> toRecord(moves, moves.length), method());
        }
    }

    private void trade() {
        List<ArchiveExchange.SharedGame> added = List.copyOf(outbox);
        outbox.clear();
        for (ArchiveExchange.SharedGame traded : trading.trade(added)) {
            int[] moves = sharedMoves(traded, position);
            if (moves != null && moves.length > game.length) {
                take(moves, DotKey.of(moves, moves.length, geometry));
            }
        }
    }

    @Override
    protected void step(long nodeAllowance) {
        if (trading != null && trading.due() && game.length > 0) {
            trade();
        }
        if (game.length == 0) {
            begin();
            countNodes(1);
            return;
        }
        MsrRecord current = toRecord(game, game.length);
        ModelProof.Alternative alternative =
                ModelProof.alternative(neighbourhoods.get(order[next]), current, config.effort());
        countNodes(Math.max(1, alternative.branches()));
        next++;
        Optional<MsrRecord> found = alternative.game();
        if (found.isPresent() && keeps(found.get(), current)) {
            return;
        }
        if (next == order.length) {
            if (config.warmStart() != null) {
                settled = true;
            } else {
                restarts++;
                begin();
            }
        }
    }

    private void begin() {
        if (config.warmStart() != null) {
            game = warmMoves(config.warmStart(), position);
            seedBest(game);
        } else {
            position.undoTo(0);
            while (!position.terminal()) {
                position.play(position.legalMove(rng.nextInt(position.legalCount())));
            }
            game = position.moves();
            position.undoTo(0);
            offer(game, game.length);
        }
        long key = DotKey.of(game, game.length, geometry);
        remember(key);
        handOver(key);
        report(game);
        sweep();
    }

    /** Takes the game found if it is longer, or as long on a new dot set; then sweeps it from the start. */
    private boolean keeps(MsrRecord found, MsrRecord current) {
        int[] moves = warmMoves(found, position);
        report(moves);
        long key = DotKey.of(moves, moves.length, geometry);
        boolean isLonger = found.moveCount() > current.moveCount();
        if (!isLonger && dotSets.contains(key)) {
            return false;
        }
        if (isLonger) {
            longer++;
        } else {
            sideways++;
        }
        take(moves, key);
        handOver(key);
        return true;
    }

    private void handOver(long key) {
        if (trading != null) {
            outbox.add(new ArchiveExchange.SharedGame(toRecord(game, game.length), key));
        }
    }

    /** Makes the game the one swept from now on. */
    private void take(int[] moves, long key) {
        remember(key);
        game = moves;
        offer(game, game.length);
        sweep();
    }

    private void sweep() {
        neighbourhoods = config.sweep().of(new Neighbourhoods(toRecord(game, game.length)));
        order = new int[neighbourhoods.size()];
        for (int i = 0; i < order.length; i++) {
            int j = rng.nextInt(i + 1);
            order[i] = order[j];
            order[j] = i;
        }
        next = 0;
        settled = order.length == 0;
    }

    private void remember(long key) {
        dotSets.remove(key);
        dotSets.add(key);
        if (dotSets.size() > MOST_DOT_SETS) {
            dotSets.remove(dotSets.iterator().next());
        }
    }

    @Override
    protected void writeState(StateWriter out) {
        out.writeInts(game);
        out.writeInts(order);
        out.writeInt(next);
        out.writeInt(longer);
        out.writeInt(sideways);
        out.writeInt(restarts);
        out.writeBoolean(settled);
        long[] keys = dotSets.stream().mapToLong(Long::longValue).toArray();
        out.writeInt(keys.length);
        out.writeLongs(keys);
    }

    @Override
    protected void readState(StateReader in) {
        game = in.readInts();
        order = in.readInts();
        next = in.readInt();
        longer = in.readInt();
        sideways = in.readInt();
        restarts = in.readInt();
        settled = in.readBoolean();
        long[] keys = new long[in.readLength(Long.BYTES)];
        in.readLongs(keys, "dot sets");
        dotSets.clear();
        for (long key : keys) {
            dotSets.add(key);
        }
        try {
            neighbourhoods =
                    game.length == 0 ? List.of() : config.sweep().of(new Neighbourhoods(toRecord(game, game.length)));
        } catch (IllegalArgumentException illegal) {
            throw new CheckpointException("the checkpoint's game is not legal", illegal);
        }
        if (order.length != neighbourhoods.size() || next < 0 || next > order.length) {
            throw new CheckpointException("the checkpoint's sweep does not fit its game");
        }
    }
}
