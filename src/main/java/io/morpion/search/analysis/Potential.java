package io.morpion.search.analysis;

import io.morpion.msr.MsrRecord;
import io.morpion.search.facts.PositionFacts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * Where a game lost its potential: for the position after each of its moves, the longest game known to begin
 * with it, proven where the exhaustive search finished and found (a lower bound) where it did not. Positions are
 * looked at from the last back to the first, so that a game found from a later position also counts for every
 * earlier one: a game that begins with the later position begins with the earlier one too. The move after which
 * the potential falls most is the game's blunder.
 */
public final class Potential {

    /**
     * @param moves  the position: the game's first {@code moves} moves
     * @param best   the longest game known to begin with it
     * @param proven whether no game that begins with it is longer
     */
    public record Look(int moves, int best, boolean proven) {}

    /** The move (from 1) after which the potential fell most, and from what to what. */
    public record Blunder(int move, Look before, Look after) {
        public int lost() {
            return before.best() - after.best();
        }
    }

    /**
     * How much a move lost, by the moves it took from the best game still possible: an inaccuracy loses at least one,
     * a mistake at least {@link #MISTAKE}'s {@code least}, a blunder at least {@link #BLUNDER}'s. The thresholds are
     * stated here once; the API, the web page and the CLI show them from here.
     */
    public enum Grade {
        INACCURACY(1),
        MISTAKE(3),
        BLUNDER(10);

        private final int least;

        Grade(int least) {
            this.least = least;
        }

        /** The fewest moves lost that earn the grade. */
        public int least() {
            return least;
        }

        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The grade of a loss of {@code lost} moves (at least one). */
        public static Grade of(int lost) {
            Grade grade = INACCURACY;
            for (Grade g : values()) {
                if (lost >= g.least) {
                    grade = g;
                }
            }
            return grade;
        }
    }

    /** A move (from 1) after which the potential fell, from what to what, graded by how much. */
    public record Drop(int move, Look before, Look after, Grade grade) {
        public int lost() {
            return before.best() - after.best();
        }
    }

    private Potential() {}

    /** Every move after which the potential fell, in the game's order. */
    public static List<Drop> drops(List<Look> points) {
        List<Drop> drops = new ArrayList<>();
        for (int k = 1; k < points.size(); k++) {
            int lost = points.get(k - 1).best() - points.get(k).best();
            if (lost > 0) {
                drops.add(new Drop(k, points.get(k - 1), points.get(k), Grade.of(lost)));
            }
        }
        return List.copyOf(drops);
    }

    /** Hears each position a curve looked at: what was known of it, and what the look found. */
    @FunctionalInterface
    public interface Looked {
        void looked(MsrRecord position, PositionFacts.Known known, Outlook.Answer answer);
    }

    /** What nothing is known about: no game and no bound. */
    private static final Function<MsrRecord, PositionFacts.Known> NOTHING_KNOWN =
            position -> new PositionFacts.Known(position.moveCount(), Optional.empty(), Optional.empty());

    /**
     * The curve of a legal game, one point a position from the empty cross to the game's end, each looked at for
     * about {@code perPosition}; {@code done} hears how many positions are looked at so far.
     */
    public static List<Look> of(MsrRecord game, Duration perPosition, long seed, IntConsumer done) {
        return of(
                game,
                perPosition,
                seed,
                NOTHING_KNOWN,
                List.of(),
                tail -> done.accept(tail.size()),
                (position, known, answer) -> {});
    }

    /**
     * The curve, starting from what is known about each position ({@code facts}: a position the facts prove is not
     * looked at), taken up where an earlier computation left it: {@code known} holds the points it reached, from
     * the game's end back (the last position first), and {@code after} hears the points reached so far the same
     * way after each position, so that a computation cut short loses at most one position's look; {@code looked}
     * hears each look, for what it learned to be kept.
     */
    public static List<Look> of(
            MsrRecord game,
            Duration perPosition,
            long seed,
            Function<MsrRecord, PositionFacts.Known> facts,
            List<Look> known,
            Consumer<List<Look>> after,
            Looked looked) {
        int n = game.moveCount();
        if (known.size() > n + 1) {
            throw new IllegalArgumentException(
                    "a game of " + n + " moves has " + (n + 1) + " positions, not " + known.size());
        }
        List<Look> points = new ArrayList<>(known);
        int later = points.isEmpty() ? n : points.get(points.size() - 1).best();
        for (int k = n - points.size(); k >= 0; k--) {
            MsrRecord position = MsrRecord.of(game.variant(), game.moves().subList(0, k));
            PositionFacts.Known fact = facts.apply(position);
            int best = Math.max(fact.lower(), later);
            boolean proven = fact.proven();
            if (!proven) {
                Outlook.Answer answer = Outlook.of(position, perPosition, seed + k);
                looked.looked(position, fact, answer);
                // a game found from a later position begins with this one too, so the best never falls going back
                best = Math.max(best, answer.best().moveCount());
                proven = answer.proven()
                        || (fact.atMost().isPresent() && fact.atMost().get().atMost() <= best);
            }
            points.add(new Look(k, best, proven));
            later = best;
            after.accept(List.copyOf(points));
        }
        Collections.reverse(points);
        return List.copyOf(points);
    }

    /** The move after which the potential fell most; none when it never fell. */
    public static Optional<Blunder> blunder(List<Look> points) {
        Blunder worst = null;
        for (int k = 1; k < points.size(); k++) {
            Blunder b = new Blunder(k, points.get(k - 1), points.get(k));
            if (b.lost() > 0 && (worst == null || b.lost() > worst.lost())) {
                worst = b;
            }
        }
        return Optional.ofNullable(worst);
    }
}
