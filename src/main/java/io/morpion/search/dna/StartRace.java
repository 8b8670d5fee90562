package io.morpion.search.dna;

import io.morpion.engine.Position;
import io.morpion.search.SolverBase;
import io.morpion.search.SolverStatus;
import io.morpion.search.archive.ArchiveExchange;
import io.morpion.search.archive.ArchiveTrader;
import io.morpion.search.census.GameCensus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.checkpoint.CheckpointException;
import io.morpion.search.checkpoint.StateReader;
import io.morpion.search.checkpoint.StateWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The DNA search with a raced start ({@code starts}): several pools, each the search of its own seed
 * ({@link DnaConfig#lane}), take turns, the one with the fewest nodes next, until each has had {@code start-nodes};
 * the pool whose best game is longest then goes on alone, the others are dropped. (Further rounds while the pools
 * were level, {@code start-rounds}, lost their race and were retired: docs/decisions.md#dna-start-rounds.)
 *
 * <p>Why: which hill a pool climbs is often settled in its first seconds, and some seeds settle on a low one and
 * crawl (docs/research-log.md, issue 58 §2). Waiting for a stall and starting over comes too late; racing a few
 * starts costs only the seconds the dropped pools had. Not always: a pool level with the others after the round may
 * still be the one that climbs.
 *
 * <p>While the race is on, the pools share the pool and archive caps out, so that the race holds no more games than
 * one pool may; the kept pool then has the whole caps, and goes on as the run of its seed would have whenever the
 * race's pools stayed within their shares. Every pool is in the checkpoint while the race is on; after it, the kept
 * one and which it was.
 */
public final class StartRace extends SolverBase implements ArchiveTrader, GameCensus.Taker {

    private final DnaConfig config;
    /** Replays a pool's best game into engine moves when it passes the run's best. */
    private final Position replay;
    /** Every pool while the race is on; the kept one alone after it. */
    private List<DnaSolver> lanes = new ArrayList<>();
    /** The kept pool's place in the race, or -1 while the race is on. */
    private int kept = -1;
    /** Each pool's best and nodes when the race ended, in race order; empty while it is on. */
    private int[] raceBests = new int[0];

    private long[] raceNodes = new long[0];

    public StartRace(DnaConfig config) {
        super(config.variant(), config.seed());
        this.config = config;
        this.replay = new Position(config.variant());
        for (int i = 0; i < config.starts(); i++) {
            lanes.add(racer(i));
        }
    }

    private DnaSolver racer(int place) {
        DnaSolver lane = laneAlone(place);
        lane.shareCaps(config.starts());
        return lane;
    }

    @Override
    public String algorithm() {
        return DnaAlgorithm.ALGORITHM.name();
    }

    @Override
    public String method() {
        return config.method();
    }

    @Override
    public void tradeThrough(ArchiveExchange exchange, Duration every) {
        lanes.forEach(lane -> lane.tradeThrough(exchange, every));
    }

    @Override
    public void reportTo(GameCensus census, long seed) {
        lanes.forEach(lane -> lane.reportTo(census, seed));
    }

    /** The kept pool's place in the race (0 is the run's own seed), or -1 while the race is on. */
    int kept() {
        return kept;
    }

    /** The seed of the pool at {@code place}: the run's own for the first. */
    long laneSeed(int place) {
        return config.laneSeed(place);
    }

    /** The search the pool at {@code place} is, on its own and with the whole caps. */
    DnaSolver laneAlone(int place) {
        return new DnaSolver(config, laneSeed(place), new int[0]);
    }

    /** Nodes the kept pool has searched, the race's and after it. */
    long keptNodes() {
        return lanes.get(0).status().nodes();
    }

    /** Each pool's best when the race ended, in race order; empty while it is on. */
    int[] raceBests() {
        return raceBests.clone();
    }

    /** Each pool's nodes when the race ended, in race order; empty while it is on. */
    long[] raceNodes() {
        return raceNodes.clone();
    }

    @Override
    protected void step(long nodeAllowance) {
        DnaSolver lane = kept < 0 ? behind() : lanes.get(0);
        long before = lane.status().nodes();
        lane.step(nodeAllowance);
        SolverStatus after = lane.status();
        countNodes(after.nodes() - before);
        if (after.bestScore() > bestScore()) {
            offer(warmMoves(lane.best().orElseThrow(), replay), after.bestScore());
        }
        if (kept < 0 && behind().status().nodes() >= (long) config.startNodes()) {
            endRound();
        }
    }

    /** The pool with the fewest nodes, the first of them on a tie. */
    private DnaSolver behind() {
        DnaSolver behind = lanes.get(0);
        for (DnaSolver lane : lanes) {
            if (lane.status().nodes() < behind.status().nodes()) {
                behind = lane;
            }
        }
        return behind;
    }

    /** Keeps the first pool with the longest game. */
    private void endRound() {
        int[] bests = lanes.stream().mapToInt(lane -> lane.status().bestScore()).toArray();
        int best = 0;
        for (int i = 1; i < bests.length; i++) {
            if (bests[i] > bests[best]) {
                best = i;
            }
        }
        raceBests = bests;
        raceNodes = lanes.stream().mapToLong(lane -> lane.status().nodes()).toArray();
        lanes = new ArrayList<>(List.of(lanes.get(best)));
        lanes.get(0).shareCaps(1);
        kept = best;
    }

    @Override
    public String summary() {
        String race = kept < 0
                ? "; a race of " + config.starts() + " starts on"
                : "; start " + (kept + 1) + " of " + config.starts() + " kept, the starts' bests "
                        + Arrays.toString(raceBests);
        return lanes.get(0).summary() + race;
    }

    @Override
    protected void writeState(StateWriter out) {
        // a race on is written as place -1: in round 1, as checkpoints of the retired start-rounds wrote it
        out.writeInt(kept < 0 ? -1 : kept).writeInt(lanes.size());
        if (kept >= 0) {
            out.writeInts(raceBests).writeLongs(raceNodes);
        }
        for (DnaSolver lane : lanes) {
            // plain, so that the whole checkpoint is deflated once
            out.writeBytes(lane.checkpoint().plainState());
        }
    }

    @Override
    protected void readState(StateReader in) {
        int place = in.readInt();
        int count = in.readInt();
        boolean racing = place == -1 && count == config.starts();
        boolean decided = place >= 0 && place < config.starts() && count == 1;
        if (!racing && !decided) {
            throw new CheckpointException("the checkpoint's start race does not match starts=" + config.starts());
        }
        int[] bests = new int[0];
        long[] nodes = new long[0];
        if (decided) {
            bests = in.readInts();
            nodes = new long[config.starts()];
            in.readLongs(nodes, "start race's nodes");
            if (bests.length != config.starts()) {
                throw new CheckpointException("the checkpoint's start race has the wrong size");
            }
        }
        List<DnaSolver> restored = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            DnaSolver lane = racing ? racer(i) : laneAlone(place);
            lane.restore(new Checkpoint(lane.algorithm(), lane.method(), in.readBytes()));
            restored.add(lane);
        }
        lanes = restored;
        kept = racing ? -1 : place;
        raceBests = bests;
        raceNodes = nodes;
    }
}
