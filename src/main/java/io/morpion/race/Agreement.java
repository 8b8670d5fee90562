package io.morpion.race;

import io.morpion.corpus.PackagedCorpus;
import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Solver;
import io.morpion.search.SolverStatus;
import io.morpion.search.exact.ExactConfig;
import io.morpion.search.exact.ExactSolver;
import io.morpion.search.local.proofs.ModelProof;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.termination.Termination;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;

/**
 * The two exact methods held against each other: on closed neighbourhoods the exhaustive search and the
 * constraint model answer the same question, the length of the longest game that keeps a position, and must
 * give the same number. Three kinds of case, drawn from a seed: random openings of 4D and 4T games, the end
 * games of the corpus's 5T and 5D games, and the dependency closures of random moves of those games.
 */
public final class Agreement {

    public enum Kind {
        OPENINGS("random openings of 4D and 4T games"),
        END_GAMES("end games of the corpus's 5T and 5D games"),
        CLOSURES("closures of random moves of the corpus's 5T and 5D games");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    /** One position and what each method says its longest game is; empty when a method ran out of time. */
    public record Case(Kind kind, String name, MsrRecord position, OptionalInt exhaustive, OptionalInt model) {

        public boolean agrees() {
            return exhaustive.isEmpty() || model.isEmpty() || exhaustive.getAsInt() == model.getAsInt();
        }

        public boolean decided() {
            return exhaustive.isPresent() && model.isPresent();
        }
    }

    /** The most moves the full sweep's cases free: both methods finish such cases in seconds. */
    public static final int MAX_FREED = 12;

    private Agreement() {}

    /** {@code count} positions of the kind freeing at most {@code maxFreed} moves, the same for the same seed. */
    public static List<Neighbourhood> positions(Kind kind, int count, long seed, int maxFreed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<MsrRecord> real = PackagedCorpus.games().stream()
                .map(PackagedCorpus.Game::record)
                .filter(g -> g.variant().lineLength() == 5)
                .toList();
        List<Neighbourhood> positions = new ArrayList<>();
        while (positions.size() < count) {
            switch (kind) {
                case OPENINGS -> {
                    Variant variant = random.nextBoolean() ? Variant.FOUR_DISJOINT : Variant.FOUR_TOUCHING;
                    MsrRecord game = randomGame(variant, random);
                    int freed = Math.min(
                            game.moveCount(), Math.min(maxFreed, 4 + random.nextInt(variant.touching() ? 6 : 9)));
                    positions.add(new Neighbourhoods(game).lastMoves(freed));
                }
                case END_GAMES -> {
                    MsrRecord game = real.get(random.nextInt(real.size()));
                    positions.add(new Neighbourhoods(game).lastMoves(1 + random.nextInt(maxFreed)));
                }
                case CLOSURES -> {
                    MsrRecord game = real.get(random.nextInt(real.size()));
                    List<Neighbourhood> closures = new Neighbourhoods(game).closures();
                    Neighbourhood closure = closures.get(random.nextInt(closures.size()));
                    if (closure.freed() <= maxFreed) {
                        positions.add(closure);
                    }
                }
            }
        }
        return positions;
    }

    /** Both methods' longest game from the neighbourhood's position, each given at most {@code limit}. */
    public static Case check(Kind kind, Neighbourhood neighbourhood, Duration limit) {
        MsrRecord position = neighbourhood.kept();
        return new Case(
                kind,
                neighbourhood.name(),
                position,
                exhaustiveLongest(position, limit),
                ModelProof.longest(position, limit, 1));
    }

    /** The longest game that keeps the position, by the exhaustive search; empty when the limit came first. */
    public static OptionalInt exhaustiveLongest(MsrRecord position, Duration limit) {
        Solver solver =
                new ExactSolver(new ExactConfig.Chosen(position.variant(), true, true, 0, 0, 0, position).config(), 1);
        SolverStatus status = solver.solve(Termination.time(limit), null);
        if (!status.finished()) {
            return OptionalInt.empty();
        }
        return OptionalInt.of(solver.best().map(MsrRecord::moveCount).orElse(position.moveCount()));
    }

    /** Runs {@code count} cases of every kind and prints each disagreement and a line per kind. */
    public static int run(int count, long seed, Duration limit, PrintWriter out) {
        int disagreements = 0;
        for (Kind kind : Kind.values()) {
            int decided = 0;
            int wrong = 0;
            long start = System.nanoTime();
            for (Neighbourhood position : positions(kind, count, seed, MAX_FREED)) {
                Case checked = check(kind, position, limit);
                decided += checked.decided() ? 1 : 0;
                if (!checked.agrees()) {
                    wrong++;
                    out.printf(
                            "DISAGREE %s, %s: exhaustive %d, model %d%n",
                            kind.words(),
                            checked.name(),
                            checked.exhaustive().getAsInt(),
                            checked.model().getAsInt());
                }
            }
            out.printf(
                    "%s: %d cases, %d decided by both, %d disagreements, %.0f s%n",
                    kind.words(), count, decided, wrong, (System.nanoTime() - start) / 1e9);
            out.flush();
            disagreements += wrong;
        }
        return disagreements;
    }

    private static MsrRecord randomGame(Variant variant, SplittableRandom random) {
        Position position = new Position(variant);
        while (!position.terminal()) {
            position.play(position.legalMove(random.nextInt(position.legalCount())));
        }
        return position.toRecord();
    }
}
