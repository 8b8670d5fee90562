package io.morpion.msr;

/**
 * The optional solver block of MSR §6.2, present only on games found by an automated search.
 * Every field may be null; an all-null block is never written.
 */
public record SolverInfo(String tool, String method, Long seed, Long nodesExplored, Double elapsedSecs) {

    public boolean isEmpty() {
        return tool == null && method == null && seed == null && nodesExplored == null && elapsedSecs == null;
    }
}
