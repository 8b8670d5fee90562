package io.morpion.search.dna;

import io.morpion.search.Algorithm;
import io.morpion.search.Parameter;
import io.morpion.search.SolverFactory;
import io.morpion.search.SolverMemory;
import java.util.List;

/** The DNA pool search as users choose it: its parameters, declared once. */
public final class DnaAlgorithm {

    public static final Parameter WINDOW =
            Parameter.whole("window", 10, 0, 500, "how far below the best a game may be and still enter the pool");
    public static final Parameter SKEW = Parameter.number(
            "skew", 10, 0, 1000, "selection draws rank floor(u^skew × size) of the sorted pool, u uniform");
    public static final Parameter SWAPS = Parameter.whole("swaps", 10, 2, 1000, "most priority swaps of one mutation");
    // every mutation a blacklisting: +8.75 ± 7.16 at thirty minutes over four seeds, against swaps
    // (docs/research-log.md)
    public static final Parameter BLACKLIST = Parameter.number(
                    "blacklist",
                    1,
                    0,
                    1,
                    "the share of mutations that blacklist played moves instead of swapping priorities")
            .meantWhenUnnamed("0");
    // open (docs/research-log.md): ruin and recreate in the middle of a game, which the end search can't reach
    public static final Parameter CLOSURE = Parameter.number(
            "closure",
            0,
            0,
            1,
            "the share of mutations that blacklist a played move with every later move that needs it, so that the "
                    + "rest of the game is kept where it can be and the freed part is drawn again");
    public static final Parameter BLACKLIST_MOVES = Parameter.whole(
            "blacklist-moves", 3, 1, 100, "played moves one blacklisting mutation sends below every other line");
    public static final Parameter INITIAL =
            Parameter.whole("initial", 100, 1, 100_000, "random games the pool starts from on a cold start");
    public static final Parameter MAINTENANCE = Parameter.whole(
            "maintenance",
            100_000,
            1,
            Integer.MAX_VALUE,
            "iterations between maintenance: a re-sort of the pool and the window's upkeep");
    public static final Parameter STEP_UP = Parameter.whole(
            "step-up",
            100,
            1,
            Integer.MAX_VALUE,
            "only with sweep 0: accepts strictly inside the window after which maintenance narrows it by one");
    public static final Parameter IDLE_RESET = Parameter.whole(
            "idle-reset",
            128,
            1,
            Integer.MAX_VALUE,
            "only with sweep 0: idle maintenance intervals after which the window widens again");
    public static final Parameter WIDEN =
            Parameter.whole("widen", 10, 0, 500, "only with sweep 0: moves the window widens by at an idle reset");
    public static final Parameter SWEEP = Parameter.whole(
                    "sweep",
                    128,
                    0,
                    Integer.MAX_VALUE,
                    "maintenance intervals of one sweep of the window from its width to 0, after which it opens "
                            + "again and "
                            + "the archive's games in it come back; 0 lets step-up, idle-reset and widen drive it")
            .meantWhenUnnamed("0");
    // open (docs/research-log.md): a cold pool explores sideways until its first sweep has narrowed the window
    public static final Parameter FIRST_SWEEP = Parameter.whole(
                    "first-sweep",
                    0,
                    0,
                    Integer.MAX_VALUE,
                    "maintenance intervals of a pool's first sweep of the window, the later ones taking sweep; 0 as "
                            + "sweep")
            .meantWhenUnnamed("0");
    public static final Parameter ARCHIVE = Parameter.whole(
            "archive", 100_000, 0, 100_000, "most pruned games kept for the window to bring back; 0 keeps none");
    // a cap on memory, not a tuning: a run at the defaults holds hundreds to tens of thousands of games
    public static final Parameter POOL = Parameter.whole(
                    "pool", 100_000, 1, 100_000, "most games the pool holds; a full pool takes in only a new best")
            .meantWhenUnnamed("100000");
    // longest first: a cold pool is thousands of unvisited games, and its new best waited behind them; +7.69 ±
    // 5.33 at a minute on a fresh block of 16 seeds, +1.75 ± 5.86 at ten minutes on 8 more (docs/research-log.md)
    public static final Parameter TIES = Parameter.choice(
                    "ties",
                    "score",
                    List.of("age", "score"),
                    "the order of pool games visited equally often: the oldest first, or the longest first")
            .meantWhenUnnamed("age");
    // open (docs/research-log.md): the published search measured it null at ten minutes; the start is the question
    public static final Parameter NEW_BEST = Parameter.choice(
            "new-best",
            "back",
            List.of("back", "front"),
            "where a new best enters the pool: at the back, drawn as often as any game until the next re-sort, or "
                    + "at the front, drawn at once");
    public static final Parameter KEY = Parameter.choice(
            "key",
            "dots",
            List.of("dots", "lines"),
            "what tells pool games apart: their dots up to symmetry, or their lines");
    public static final Parameter END_INTERVAL =
            Parameter.whole("end-interval", 10_000, 0, Integer.MAX_VALUE, "iterations between end searches; 0 never");
    public static final Parameter END_DEPTH = Parameter.numberAbove(
            "end-depth", 0.25, 0, 1, "deepest wind-back of an end search, as a share of its game's moves");
    public static final Parameter END_STALL = Parameter.whole(
            "end-stall", 2000, 1, 10_000_000, "completions without a new game after which an end search stops");
    public static final Parameter END_C = Parameter.number(
            "end-c", 0.1, 0, 100, "the exploration constant of the end search's choice of wind-back depth (UCB1)");

    // open (docs/research-log.md): the hybrid climber of issue 56, exact where random completions guess
    public static final Parameter EXACT_DEPTH = Parameter.whole(
            "exact-depth",
            0,
            0,
            500,
            "moves an end search's source is wound back by for one exhaustive completion when the end search "
                    + "starts; 0 never");
    public static final Parameter EXACT_NODES = Parameter.whole(
            "exact-nodes",
            1_000_000,
            1,
            Integer.MAX_VALUE,
            "positions that exhaustive completion searches at most; what it finds unfinished still counts");

    // open (docs/research-log.md): a run's pool converges on a few dot sets and holds them to the end
    public static final Parameter RESTART = Parameter.whole(
                    "restart",
                    0,
                    0,
                    Integer.MAX_VALUE,
                    "iterations without a new best of the pool after which it starts afresh from random games, "
                            + "the search's best kept; 0 never")
            .meantWhenUnnamed("0");

    // none: two trading nodes scored -2.50 +- 4.95 against one at equal core time, both pools filling with one
    // family (docs/research-log.md, 2026-11-27); a campaign of workers that take nothing is, worker for worker,
    // the independent runs of their seeds, the floor trading has to beat before it is the default again
    public static final Parameter TAKE = Parameter.choice(
                    "take",
                    "none",
                    List.of("none", "all", "stalled"),
                    "in a campaign, what a worker's pool takes at a trade of the others' games: none (it hands its "
                            + "own over and searches as the independent run of its seed), all, or stalled (the best of "
                            + "the others' games, once its pool has gone take-after iterations without a new best and "
                            + "only if that game beats its pool's best)")
            .meantWhenUnnamed("all");

    // about a minute of a 5T run on one core, a plateau's length before a late gain; take=stalled with it came out
    // level with the floor, +0.25 +- 6.41 over 4 paired blocks (docs/research-log.md, 2026-12-02)
    public static final Parameter TAKE_AFTER = Parameter.whole(
                    "take-after",
                    5_000_000,
                    1,
                    Integer.MAX_VALUE,
                    "with take=stalled, iterations without a new best of a worker's pool before it takes the "
                            + "others' games")
            .meantWhenUnnamed("5000000");

    // off (docs/research-log.md, 2026-12-01 and 2026-12-02): 3 of 600,000 nodes left 2 of 32 fresh seeds below 140 at
    // one minute, against 6 of 32 with one pool, and means +3.19 +- 4.86 and +0.75 +- 7.33; a level race can drop
    // the pool that would have climbed (seed 343), so it is not yet the default
    public static final Parameter STARTS = Parameter.whole(
                    "starts",
                    1,
                    1,
                    4,
                    "pools a cold start races, each the search of its own seed, taking turns until each has "
                            + "had start-nodes and sharing the pool and archive caps out meanwhile; the one with the "
                            + "longest game goes on alone, with the whole caps; 1 no race")
            .meantWhenUnnamed("1");

    public static final Parameter START_NODES = Parameter.whole(
                    "start-nodes",
                    600_000,
                    1,
                    Integer.MAX_VALUE,
                    "with starts above 1, the nodes each pool of the start race gets before the best goes on")
            .meantWhenUnnamed("600000");

    // open: simulated from the traces of block 274-289 (docs/research-log.md, 2026-12-02), 2 rounds with a lead of
    // 3 left 0.5 % of races below 140 at one minute against 1.6 % for one round; not yet raced
    public static final Parameter START_ROUNDS = Parameter.whole(
                    "start-rounds",
                    1,
                    1,
                    10,
                    "with starts above 1, the rounds of start-nodes a start race may take: while the longest game "
                            + "leads the next pool's by less than start-lead, every pool gets another round")
            .meantWhenUnnamed("1");

    public static final Parameter START_LEAD = Parameter.whole(
                    "start-lead",
                    3,
                    0,
                    1000,
                    "with start-rounds above 1, the moves by which the longest game must lead the next pool's for "
                            + "the race to end before its last round")
            .meantWhenUnnamed("3");

    public static final Algorithm ALGORITHM = new Algorithm(
            "dna",
            List.of(),
            "pool search on games encoded as a priority per line, mutated there, with end searches that complete "
                    + "wound-back games",
            List.of(
                    WINDOW,
                    SKEW,
                    SWAPS,
                    BLACKLIST,
                    CLOSURE,
                    BLACKLIST_MOVES,
                    INITIAL,
                    MAINTENANCE,
                    STEP_UP,
                    IDLE_RESET,
                    WIDEN,
                    SWEEP,
                    FIRST_SWEEP,
                    ARCHIVE,
                    POOL,
                    TIES,
                    NEW_BEST,
                    KEY,
                    END_INTERVAL,
                    END_DEPTH,
                    END_STALL,
                    END_C,
                    EXACT_DEPTH,
                    EXACT_NODES,
                    RESTART,
                    TAKE,
                    TAKE_AFTER,
                    STARTS,
                    START_NODES,
                    START_ROUNDS,
                    START_LEAD),
            false,
            "starts its pool from the game",
            false,
            SolverFactory.islands(
                    DnaConfig::of,
                    config -> config.racesStart() ? new StartRace(config) : new DnaSolver(config),
                    // a start race's pools share the caps out, but each has its own base and end-searched keys
                    s -> DnaConfig.pools(s.whole(STARTS), s.warmStart()) * (SolverMemory.BASE + Pool.SEARCHED_BYTES)
                            + SolverMemory.withGames((long) s.whole(POOL) + s.whole(ARCHIVE))
                            - SolverMemory.BASE));

    private DnaAlgorithm() {}
}
