package io.morpion.search.dna;

import static io.morpion.search.ConfigChecks.plain;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.ConfigBinder;
import io.morpion.search.Declare;
import io.morpion.search.Rng;
import java.util.Locale;

/**
 * The DNA pool search's parameters, each declared once on its component: games encoded as a priority per line and
 * mutated there, a pool of distinct games (by their dots) within a window of the best, and an end search that
 * completes wound-back games at random. Why each default is what it is, and the races behind the experiments, are
 * in docs/decisions.md.
 */
public record DnaConfig(
        Variant variant,
        @Declare.Whole(
                        value = 10,
                        max = 500,
                        unit = "moves",
                        help = "how far below the best a game may be and still enter the pool")
                int window,
        @Declare.Real(
                        value = 10,
                        max = 1000,
                        help = "selection draws rank floor(u^skew × size) of the sorted pool, u uniform")
                double skew,
        @Declare.Whole(value = 10, min = 2, max = 1000, help = "most priority swaps of one mutation") int swaps,
        @Declare.Real(
                        value = 1,
                        max = 1,
                        unnamed = "0",
                        help = "the share of mutations that blacklist played moves instead of swapping priorities")
                double blacklist,
        @Declare.Experiment(since = "2026-11-28", decision = "dna-closure")
                @Declare.Real(
                        value = 0,
                        max = 1,
                        help =
                                "the share of mutations that blacklist a played move with every later move that needs it, so "
                                        + "that the rest of the game is kept where it can be and the freed part is drawn again")
                double closure,
        @Declare.Whole(
                        value = 3,
                        min = 1,
                        max = 100,
                        unit = "moves",
                        help = "played moves one blacklisting mutation sends below every other line")
                int blacklistMoves,
        @Declare.Whole(
                        value = 100,
                        min = 1,
                        max = 100_000,
                        unit = "games",
                        help = "random games the pool starts from on a cold start")
                int initial,
        @Declare.Whole(
                        value = 100_000,
                        min = 1,
                        unit = "iterations",
                        help = "iterations between maintenance: a re-sort of the pool and the window's upkeep")
                int maintenance,
        @Declare.Whole(
                        value = 100,
                        min = 1,
                        unit = "accepts",
                        help =
                                "only with sweep 0: accepts strictly inside the window after which maintenance narrows it by "
                                        + "one")
                int stepUp,
        @Declare.Whole(
                        value = 128,
                        min = 1,
                        unit = "maintenance intervals",
                        help = "only with sweep 0: idle maintenance intervals after which the window widens again")
                int idleReset,
        @Declare.Whole(
                        value = 10,
                        max = 500,
                        unit = "moves",
                        help = "only with sweep 0: moves the window widens by at an idle reset")
                int widen,
        @Declare.Whole(
                        value = 128,
                        unnamed = "0",
                        unit = "maintenance intervals",
                        help =
                                "maintenance intervals of one sweep of the window from its width to 0, after which it opens "
                                        + "again and the archive's games in it come back; 0 lets step-up, idle-reset and widen drive "
                                        + "it")
                int sweep,
        @Declare.Experiment(since = "2026-11-29", decision = "dna-first-sweep")
                @Declare.Whole(
                        value = 0,
                        unnamed = "0",
                        unit = "maintenance intervals",
                        help =
                                "maintenance intervals of a pool's first sweep of the window, the later ones taking sweep; 0 "
                                        + "as sweep")
                int firstSweep,
        @Declare.Whole(
                        name = "archive",
                        value = 100_000,
                        max = 100_000,
                        unit = "games",
                        help = "most pruned games kept for the window to bring back; 0 keeps none")
                int archiveSize,
        @Declare.Whole(
                        name = "pool",
                        value = 100_000,
                        min = 1,
                        max = 100_000,
                        unnamed = "100000",
                        unit = "games",
                        help = "most games the pool holds; a full pool takes in only a new best")
                int poolSize,
        @Declare.Choice(
                        value = "score",
                        unnamed = "age",
                        help = "the order of pool games visited equally often: the oldest first, or the longest first")
                Ties ties,
        @Declare.Experiment(since = "2026-11-28", decision = "dna-new-best")
                @Declare.Choice(
                        value = "back",
                        help =
                                "where a new best enters the pool: at the back, drawn as often as any game until the next "
                                        + "re-sort, or at the front, drawn at once")
                NewBest newBest,
        @Declare.Choice(value = "dots", help = "what tells pool games apart: their dots up to symmetry, or their lines")
                Key key,
        @Declare.Whole(value = 10_000, unit = "iterations", help = "iterations between end searches; 0 never")
                int endInterval,
        @Declare.Real(
                        name = "end-depth",
                        value = 0.25,
                        max = 1,
                        above = true,
                        help = "deepest wind-back of an end search, as a share of its game's moves")
                double endFraction,
        @Declare.Whole(
                        value = 2000,
                        min = 1,
                        max = 10_000_000,
                        unit = "completions",
                        help = "completions without a new game after which an end search stops")
                int endStall,
        @Declare.Real(
                        name = "end-c",
                        value = 0.1,
                        max = 100,
                        help = "the exploration constant of the end search's choice of wind-back depth (UCB1)")
                double endExploration,
        @Declare.Experiment(since = "2026-11-28", decision = "dna-exact-ends")
                @Declare.Whole(
                        value = 0,
                        max = 500,
                        unit = "moves",
                        help =
                                "moves an end search's source is wound back by for one exhaustive completion when the end "
                                        + "search starts; 0 never")
                int exactDepth,
        @Declare.Experiment(since = "2026-11-28", decision = "dna-exact-ends")
                @Declare.Whole(
                        value = 1_000_000,
                        min = 1,
                        unit = "positions",
                        help =
                                "positions that exhaustive completion searches at most; what it finds unfinished still counts")
                int exactNodes,
        @Declare.Experiment(since = "2026-11-27", decision = "dna-restart")
                @Declare.Whole(
                        value = 0,
                        unnamed = "0",
                        unit = "iterations",
                        help =
                                "iterations without a new best of the pool after which it starts afresh from random games, "
                                        + "the search's best kept; 0 never")
                int restart,
        @Declare.Choice(
                        value = "none",
                        unnamed = "all",
                        help =
                                "in a campaign, what a worker's pool takes at a trade of the others' games: none (it hands its "
                                        + "own over and searches as the independent run of its seed), all, or stalled (the best of "
                                        + "the others' games, once its pool has gone take-after iterations without a new best and "
                                        + "only if that game beats its pool's best)")
                Take take,
        @Declare.Experiment(since = "2026-12-01", decision = "dna-take-stalled")
                @Declare.Whole(
                        value = 5_000_000,
                        min = 1,
                        unnamed = "5000000",
                        unit = "iterations",
                        help =
                                "with take=stalled, iterations without a new best of a worker's pool before it takes the "
                                        + "others' games")
                int takeAfter,
        @Declare.Experiment(since = "2026-12-01", decision = "dna-start-race")
                @Declare.Whole(
                        value = 1,
                        min = 1,
                        max = 4,
                        unnamed = "1",
                        unit = "pools",
                        help =
                                "pools a cold start races, each the search of its own seed, taking turns until each has had "
                                        + "start-nodes and sharing the pool and archive caps out meanwhile; the one with the longest "
                                        + "game goes on alone, with the whole caps; 1 no race")
                int starts,
        @Declare.Experiment(since = "2026-12-01", decision = "dna-start-race")
                @Declare.Whole(
                        value = 600_000,
                        min = 1,
                        unnamed = "600000",
                        unit = "nodes",
                        help =
                                "with starts above 1, the nodes each pool of the start race gets before the best goes on")
                int startNodes,
        @Declare.Retired(value = "1", decision = "dna-start-rounds")
                @Declare.Whole(
                        value = 1,
                        min = 1,
                        max = 10,
                        unnamed = "1",
                        unit = "rounds",
                        help =
                                "with starts above 1, the rounds of start-nodes a start race may take: while the longest game "
                                        + "leads the next pool's by less than start-lead, every pool gets another round")
                int startRounds,
        @Declare.Retired(value = "3", decision = "dna-start-rounds")
                @Declare.Whole(
                        value = 3,
                        max = 1000,
                        unnamed = "3",
                        unit = "moves",
                        help =
                                "with start-rounds above 1, the moves by which the longest game must lead the next pool's for "
                                        + "the race to end before its last round")
                int startLead,
        long seed,
        MsrRecord warmStart) {

    /** Every parameter's declaration, read from the components above. */
    public static final ConfigBinder<DnaConfig> BINDER = ConfigBinder.of(DnaConfig.class);

    /** The pool's declared default, read once: the method text names the pool only when a run sets another. */
    private static final int DEFAULT_POOL = BINDER.defaults().poolSize();

    /** The order of pool games visited equally often ({@code ties}). */
    public enum Ties {
        AGE,
        SCORE
    }

    /** Where a new best enters the pool ({@code new-best}). */
    public enum NewBest {
        BACK,
        FRONT
    }

    /** What tells pool games apart ({@code key}). */
    public enum Key {
        DOTS,
        LINES
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
                (key == Key.LINES ? " key=lines" : "")
                        + (poolSize != DEFAULT_POOL ? " pool=" + poolSize : "")
                        + (restart > 0 ? " restart=" + restart : "")
                        + (firstSweep > 0 ? " first-sweep=" + firstSweep : "")
                        + (ties == Ties.SCORE ? " ties=score" : "")
                        + (newBest == NewBest.FRONT ? " new-best=front" : "")
                        + (closure > 0 ? " closure=" + plain(closure) : "")
                        + (exactDepth > 0 ? " exact=" + exactDepth + "/" + exactNodes : "")
                        + (take == Take.STALLED ? " take=stalled/" + takeAfter : "")
                        + (racesStart() ? " starts=" + starts + "/" + startNodes : "")
                        + (warmStart == null ? "" : " warm"));
    }
}
