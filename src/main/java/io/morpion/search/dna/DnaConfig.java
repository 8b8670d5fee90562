package io.morpion.search.dna;

import static io.morpion.search.ConfigChecks.plain;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.Rng;
import java.util.Locale;

/**
 * Parameters of the DNA pool search: games encoded as a priority per line and mutated there, a pool
 * of distinct games (by their dots) within a window of the best, and an end search that completes
 * wound-back games at random.
 *
 * <p>Each field but the variant, the seed and the warm start is a parameter declared once, with its
 * default, range and meaning, in {@link DnaAlgorithm}, which also checks it here.
 */
public record DnaConfig(
        Variant variant,
        int window,
        double skew,
        int swaps,
        double blacklist,
        double closure,
        int blacklistMoves,
        int initial,
        int maintenance,
        int stepUp,
        int idleReset,
        int widen,
        int sweep,
        int firstSweep,
        int archiveSize,
        int poolSize,
        boolean tiesByScore,
        boolean newBestFirst,
        boolean linesKey,
        int endInterval,
        double endFraction,
        int endStall,
        double endExploration,
        int exactDepth,
        int exactNodes,
        int restart,
        Take take,
        int takeAfter,
        int starts,
        int startNodes,
        int startRounds,
        int startLead,
        long seed,
        MsrRecord warmStart) {

    public DnaConfig {
        DnaAlgorithm.WINDOW.require(window);
        DnaAlgorithm.SKEW.require(skew);
        DnaAlgorithm.SWAPS.require(swaps);
        DnaAlgorithm.BLACKLIST.require(blacklist);
        DnaAlgorithm.CLOSURE.require(closure);
        DnaAlgorithm.BLACKLIST_MOVES.require(blacklistMoves);
        DnaAlgorithm.INITIAL.require(initial);
        DnaAlgorithm.MAINTENANCE.require(maintenance);
        DnaAlgorithm.STEP_UP.require(stepUp);
        DnaAlgorithm.IDLE_RESET.require(idleReset);
        DnaAlgorithm.WIDEN.require(widen);
        DnaAlgorithm.SWEEP.require(sweep);
        DnaAlgorithm.FIRST_SWEEP.require(firstSweep);
        DnaAlgorithm.ARCHIVE.require(archiveSize);
        DnaAlgorithm.POOL.require(poolSize);
        DnaAlgorithm.END_INTERVAL.require(endInterval);
        DnaAlgorithm.END_DEPTH.require(endFraction);
        DnaAlgorithm.END_STALL.require(endStall);
        DnaAlgorithm.END_C.require(endExploration);
        DnaAlgorithm.EXACT_DEPTH.require(exactDepth);
        DnaAlgorithm.EXACT_NODES.require(exactNodes);
        DnaAlgorithm.RESTART.require(restart);
        DnaAlgorithm.TAKE_AFTER.require(takeAfter);
        DnaAlgorithm.STARTS.require(starts);
        DnaAlgorithm.START_NODES.require(startNodes);
        DnaAlgorithm.START_ROUNDS.require(startRounds);
        DnaAlgorithm.START_LEAD.require(startLead);
    }

    /** The random streams of a start race's pools after the first are derived from the seed from this one on. */
    private static final int LANE_STREAM = 100;

    /** What a campaign's worker takes at a trade of the others' games ({@code take}). */
    public enum Take {
        NONE,
        ALL,
        STALLED
    }

    /** Whether a cold start is raced by several pools ({@link StartRace}). */
    boolean racesStart() {
        return pools(starts, warmStart) > 1;
    }

    /** The pools a search of {@code starts} begins with: a warm start is one pool's, whatever starts says. */
    static int pools(int starts, MsrRecord warmStart) {
        return warmStart == null ? starts : 1;
    }

    /** Whether the search counts iterations since its pool's last new best: for fresh pools or for taking. */
    boolean tracksStall() {
        return restart > 0 || take == Take.STALLED;
    }

    /** The configuration the settings describe, every parameter checked: what checking a request builds. */
    public static DnaConfig of(Algorithm.Settings s) {
        return new DnaConfig(
                s.variant(),
                s.whole(DnaAlgorithm.WINDOW),
                s.number(DnaAlgorithm.SKEW),
                s.whole(DnaAlgorithm.SWAPS),
                s.number(DnaAlgorithm.BLACKLIST),
                s.number(DnaAlgorithm.CLOSURE),
                s.whole(DnaAlgorithm.BLACKLIST_MOVES),
                s.whole(DnaAlgorithm.INITIAL),
                s.whole(DnaAlgorithm.MAINTENANCE),
                s.whole(DnaAlgorithm.STEP_UP),
                s.whole(DnaAlgorithm.IDLE_RESET),
                s.whole(DnaAlgorithm.WIDEN),
                s.whole(DnaAlgorithm.SWEEP),
                s.whole(DnaAlgorithm.FIRST_SWEEP),
                s.whole(DnaAlgorithm.ARCHIVE),
                s.whole(DnaAlgorithm.POOL),
                s.choice(DnaAlgorithm.TIES).equals("score"),
                s.choice(DnaAlgorithm.NEW_BEST).equals("front"),
                s.choice(DnaAlgorithm.KEY).equals("lines"),
                s.whole(DnaAlgorithm.END_INTERVAL),
                s.number(DnaAlgorithm.END_DEPTH),
                s.whole(DnaAlgorithm.END_STALL),
                s.number(DnaAlgorithm.END_C),
                s.whole(DnaAlgorithm.EXACT_DEPTH),
                s.whole(DnaAlgorithm.EXACT_NODES),
                s.whole(DnaAlgorithm.RESTART),
                Take.valueOf(s.choice(DnaAlgorithm.TAKE).toUpperCase(Locale.ROOT)),
                s.whole(DnaAlgorithm.TAKE_AFTER),
                s.whole(DnaAlgorithm.STARTS),
                s.whole(DnaAlgorithm.START_NODES),
                s.whole(DnaAlgorithm.START_ROUNDS),
                s.whole(DnaAlgorithm.START_LEAD),
                s.seed(),
                s.warmStart());
    }

    /**
     * The seed of a start race's pool ({@link StartRace}): the run's own for the first, one derived from it for the
     * others. A pool is otherwise the run's configuration; while the race is on, the pools share the caps out
     * ({@link DnaSolver#shareCaps}).
     */
    long laneSeed(int index) {
        return index == 0 ? seed : Rng.derive(seed, LANE_STREAM + index);
    }

    /** Maintenance intervals of the sweep of the window after {@code sweeps} whole ones. */
    int sweepLength(long sweeps) {
        return sweeps == 0 && firstSweep > 0 ? firstSweep : sweep;
    }

    /**
     * The method text of a run; checkpoints taken before checkpoint keys are matched against it, so it keeps its form.
     */
    public String method() {
        return String.format(
                Locale.ROOT,
                "dna window=%d skew=%s swaps=2-%d blacklist=%s/%d initial=%d maintenance=%d"
                        + " step-up=%d idle-reset=%d widen=%d sweep=%d archive=%d end=%d/%s/%d/%s%s",
                window,
                plain(skew),
                swaps,
                plain(blacklist),
                blacklistMoves,
                initial,
                maintenance,
                stepUp,
                idleReset,
                widen,
                sweep,
                archiveSize,
                endInterval,
                plain(endFraction),
                endStall,
                plain(endExploration),
                // only when set, so that the method of runs made before the parameter is unchanged
                (linesKey ? " key=lines" : "")
                        + (poolSize != DnaAlgorithm.POOL.wholeOf(DnaAlgorithm.POOL.defaultValue())
                                ? " pool=" + poolSize
                                : "")
                        + (restart > 0 ? " restart=" + restart : "")
                        + (firstSweep > 0 ? " first-sweep=" + firstSweep : "")
                        + (tiesByScore ? " ties=score" : "")
                        + (newBestFirst ? " new-best=front" : "")
                        + (closure > 0 ? " closure=" + plain(closure) : "")
                        + (exactDepth > 0 ? " exact=" + exactDepth + "/" + exactNodes : "")
                        + (take == Take.STALLED ? " take=stalled/" + takeAfter : "")
                        + (racesStart() ? " starts=" + starts + "/" + startNodes : "")
                        + (racesStart() && startRounds > 1 ? " start-rounds=" + startRounds + "/" + startLead : "")
                        + (warmStart == null ? "" : " warm"));
    }
}
