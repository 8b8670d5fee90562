package io.morpion.search.perturbation;

import io.morpion.engine.DotKey;
import io.morpion.engine.Geometry;

/**
 * What a round earns its operators (Ropke and Pisinger's σ1–σ3): a new best of the archive, a game
 * better than its parent, or merely a game new to the archive, the last worth {@code novelty}.
 */
final class Rewards {

    static final double NEW_BEST = 33;
    static final double BETTER_THAN_PARENT = 9;

    private Rewards() {}

    /** Offers the game to the archive and returns what it earned. */
    static double offer(Archive archive, int[] game, Geometry geometry, int parentScore, double novelty) {
        int archiveBest = archive.bestScore();
        boolean added = archive.offer(game, DotKey.of(game, game.length, geometry));
        if (game.length > archiveBest) {
            return NEW_BEST;
        }
        if (game.length > parentScore) {
            return BETTER_THAN_PARENT;
        }
        return added ? novelty : 0;
    }
}
