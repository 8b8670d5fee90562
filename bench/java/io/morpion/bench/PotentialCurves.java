package io.morpion.bench;

import io.morpion.cli.PackagedFacts;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Settings;
import io.morpion.search.Solver;
import io.morpion.search.analysis.Potential;
import io.morpion.search.facts.PositionFacts;
import io.morpion.search.sampling.SamplingAlgorithm;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What potential curves say about games from short searches (bench/potential.sh, docs/benchmarks.md): for GAMES
 * seeds, the best game of a SEARCH-second sampling search of the variant, its curve from the packaged corpus's
 * facts with PER-POSITION seconds a position. Prints each game's length, the curve's start, its worst drop and its
 * cost, then the share of curves that name a blunder, the mean gap between a game and its curve's start and the
 * mean cost. Not a test: the figures are the machine's.
 */
public final class PotentialCurves {

    private PotentialCurves() {}

    public static void main(String[] args) {
        Variant variant = Variant.fromCode(args[0]).orElseThrow();
        int games = Integer.parseInt(args[1]);
        Duration search = Duration.ofMillis(Math.round(Double.parseDouble(args[2]) * 1000));
        Duration perPosition = Duration.ofMillis(Math.round(Double.parseDouble(args[3]) * 1000));
        long start = System.nanoTime();
        PositionFacts facts = PackagedFacts.read();
        System.out.printf(Locale.ROOT, "%s: facts read in %.1f s%n", variant.code(), (System.nanoTime() - start) / 1e9);
        System.out.println("seed  game  start  proven-start  worst drop (move, lost, grade)  blunders  seconds");
        int named = 0;
        double gap = 0;
        double seconds = 0;
        for (int seed = 1; seed <= games; seed++) {
            Solver solver = SamplingAlgorithm.ALGORITHM.build(new Settings(variant, seed, 1, Map.of(), null));
            solver.solve(Termination.time(search), null);
            MsrRecord game = solver.best().orElseThrow();
            long began = System.nanoTime();
            List<Potential.Look> points = Potential.of(
                    game, perPosition, seed, facts::known, List.of(), reached -> {}, (position, known, answer) -> {});
            double took = (System.nanoTime() - began) / 1e9;
            List<Potential.Drop> drops = Potential.drops(points);
            long blunders = drops.stream()
                    .filter(d -> d.grade() == Potential.Grade.BLUNDER)
                    .count();
            Potential.Blunder worst = Potential.blunder(points).orElse(null);
            named += blunders > 0 ? 1 : 0;
            gap += (points.get(0).best() - game.moveCount()) / (double) games;
            seconds += took / games;
            System.out.printf(
                    Locale.ROOT,
                    "%4d  %4d  %5d  %12s  %-30s  %8d  %7.1f%n",
                    seed,
                    game.moveCount(),
                    points.get(0).best(),
                    points.get(0).proven(),
                    worst == null
                            ? "none"
                            : worst.move() + ", " + worst.lost() + ", "
                                    + Potential.Grade.of(worst.lost()).code(),
                    blunders,
                    took);
        }
        System.out.printf(
                Locale.ROOT,
                "%s: %d of %d curves name a blunder (a drop of %d or more); mean gap between game and curve start %.1f"
                        + " moves; mean cost %.1f s a curve at %s a position%n",
                variant.code(),
                named,
                games,
                Potential.Grade.BLUNDER.least(),
                gap,
                seconds,
                perPosition);
    }
}
