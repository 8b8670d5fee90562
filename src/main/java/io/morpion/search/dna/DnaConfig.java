package io.morpion.search.dna;

import static io.morpion.search.ConfigChecks.plain;
import static io.morpion.search.ConfigChecks.require;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.util.Locale;

/**
 * Parameters of the DNA pool search: games encoded as a priority per line and mutated there, a pool
 * of distinct games (by their dots) within a window of the best, and an end search that completes
 * wound-back games at random.
 *
 * @param window         how far below the best a game may be and still enter the pool
 * @param skew           selection draws rank {@code floor(u^skew · size)} of the sorted pool, u uniform
 * @param swaps          most priority swaps of one mutation (at least two)
 * @param blacklist      the share of mutations that blacklist played moves instead of swapping
 * @param blacklistMoves how many played moves one blacklisting mutation sends below every other line
 * @param initial        random games the pool starts from on a cold start
 * @param maintenance    iterations between maintenance: a re-sort of the pool, the window's upkeep
 * @param stepUp         without a sweep: accepts strictly inside the window after which maintenance
 *                       narrows it by one
 * @param idleReset      without a sweep: idle maintenance intervals after which the window widens again
 * @param widen          without a sweep: moves the window widens by at an idle reset
 * @param sweep          maintenance intervals of one sweep of the window: it narrows evenly from
 *                       {@code window} to 0 over them, then opens to {@code window} again and the
 *                       archive's games in it come back; 0 lets the counters above drive it instead
 * @param archiveSize    most pruned games kept for an idle reset to bring back; 0 keeps none
 * @param linesKey       pool games are told apart by their lines instead of their dots up to symmetry
 *                       (the published search's ablation, which cost it 17.6 points at 10 minutes)
 * @param endInterval    iterations between end searches; 0 never
 * @param endFraction    deepest wind-back of an end search, as a share of the source's moves
 * @param endStall       completions without a new game after which an end search stops
 * @param endExploration the exploration constant of the end search's UCB1 over wind-back depths
 * @param seed           random seed
 * @param warmStart      a game to start the pool from, or null for a cold start
 */
public record DnaConfig(Variant variant, int window, double skew, int swaps, double blacklist, int blacklistMoves,
        int initial, int maintenance, int stepUp, int idleReset, int widen, int sweep, int archiveSize,
        boolean linesKey, int endInterval, double endFraction, int endStall, double endExploration, long seed,
        MsrRecord warmStart) {

    public DnaConfig {
        require(window >= 0 && window <= 500, "window must be 0..500, not " + window);
        require(skew >= 0 && skew <= 1000, "skew must be 0..1000, not " + skew);
        require(swaps >= 2 && swaps <= 1000, "swaps must be 2..1000, not " + swaps);
        require(blacklist >= 0 && blacklist <= 1, "blacklist must be 0..1, not " + blacklist);
        require(blacklistMoves >= 1 && blacklistMoves <= 100, "blacklist-moves must be 1..100, not " + blacklistMoves);
        require(initial >= 1 && initial <= 100_000, "initial must be 1..100000, not " + initial);
        require(maintenance >= 1, "maintenance must be at least 1, not " + maintenance);
        require(stepUp >= 1, "step-up must be at least 1, not " + stepUp);
        require(idleReset >= 1, "idle-reset must be at least 1, not " + idleReset);
        require(widen >= 0 && widen <= 500, "widen must be 0..500, not " + widen);
        require(sweep >= 0, "sweep must be 0 (the counters drive the window) or more maintenance intervals, not " + sweep);
        require(archiveSize >= 0 && archiveSize <= 1_000_000, "archive must be 0..1000000, not " + archiveSize);
        require(endInterval >= 0, "end-interval must be 0 (never) or more iterations, not " + endInterval);
        require(endFraction > 0 && endFraction <= 1, "end-depth must be in (0, 1], not " + endFraction);
        require(endStall >= 1 && endStall <= 10_000_000, "end-stall must be 1..10000000, not " + endStall);
        require(endExploration >= 0 && endExploration <= 100, "end-c must be 0..100, not " + endExploration);
    }

    /** The method text of a run and the key its checkpoints are matched against. */
    public String method() {
        return String.format(Locale.ROOT, "dna window=%d skew=%s swaps=2-%d blacklist=%s/%d initial=%d maintenance=%d"
                        + " step-up=%d idle-reset=%d widen=%d sweep=%d archive=%d end=%d/%s/%d/%s%s",
                window, plain(skew), swaps, plain(blacklist), blacklistMoves, initial, maintenance, stepUp, idleReset,
                widen, sweep, archiveSize, endInterval, plain(endFraction), endStall, plain(endExploration),
                // only when set, so that the method of runs made before the parameter is unchanged
                (linesKey ? " key=lines" : "") + (warmStart == null ? "" : " warm"));
    }
}
