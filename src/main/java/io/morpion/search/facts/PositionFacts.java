package io.morpion.search.facts;

import io.morpion.engine.Position;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * What is known about positions, up to the eight symmetries of the cross and to move order (docs/analysis.md):
 * games, each of which shows that every position it passes through reaches at least its length, and bounds, each of
 * which shows that no game containing a set of lines is longer than it. A game passes through a position when the
 * position's lines are among the game's; then the game's own order, kept to the position's lines, is a legal way to
 * play the position first, and its other moves follow legally.
 */
public final class PositionFacts {

    /**
     * A game that begins with the position's moves, in the position's own frame and order: what was played from
     * there, and so a lower bound.
     *
     * @param source   where the game comes from, in words ("Rosin's 178 (record 5)")
     * @param recordId the record it is, when it is one
     */
    public record Witness(MsrRecord game, String source, Long recordId) {}

    /**
     * An upper bound on every game that passes through the position.
     *
     * @param proof what shows it, in words
     */
    public record Bound(int atMost, String proof) {}

    /**
     * What is known about one position of {@code moves} moves.
     *
     * @param atLeast the longest known game through it; none when no known game passes through it
     * @param atMost  the smallest known upper bound; none when none applies
     */
    public record Known(int moves, Optional<Witness> atLeast, Optional<Bound> atMost) {

        /** The most moves a game through the position is known to reach: the position itself at the least. */
        public int lower() {
            return atLeast.map(w -> w.game().moveCount()).orElse(moves);
        }

        /** Whether the lower bound is the longest game: an upper bound meets it. */
        public boolean proven() {
            return atMost.isPresent() && atMost.get().atMost() <= lower();
        }
    }

    /**
     * A known game through a position, as an explorer lists it.
     *
     * @param length    its moves
     * @param next      what it played next from the position, in the position's frame; null when it ends there
     * @param nextIndex that move's index (from 0) in the game's own order; -1 when none
     */
    public record Passing(String source, Long recordId, int length, Move next, int nextIndex) {}

    /** The known games through a position: how many, and the longest {@code games} of them. */
    public record Explored(int total, List<Passing> games) {}

    private record KnownGame(MsrRecord game, LineSet lines, String source, Long recordId) {}

    private record KnownBound(LineSet within, int atMost, String proof) {}

    /** One variant's facts, with every game indexed by its lines so that the games through a position are found fast. */
    private static final class Facts {
        final List<KnownGame> games = new ArrayList<>();
        final Map<Long, BitSet> gamesByLine = new HashMap<>();
        final List<KnownBound> bounds = new ArrayList<>();
    }

    private final Map<Variant, Facts> byVariant = new EnumMap<>(Variant.class);
    private final ReadWriteLock lock = new ReentrantReadWriteLock();

    public PositionFacts() {
        for (Variant variant : Variant.values()) {
            byVariant.put(variant, new Facts());
        }
    }

    /** A legal game: every position it passes through reaches at least its length. */
    public void addGame(MsrRecord game, String source, Long recordId) {
        LineSet lines = LineSet.of(game.moves());
        lock.writeLock().lock();
        try {
            Facts facts = byVariant.get(game.variant());
            int index = facts.games.size();
            facts.games.add(new KnownGame(game, lines, source, recordId));
            for (long key : lines.keys()) {
                facts.gamesByLine.computeIfAbsent(key, k -> new BitSet()).set(index);
            }
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** No game that contains every line of {@code within} (the empty cross: any game) has more than {@code atMost}. */
    public void addBound(MsrRecord within, int atMost, String proof) {
        lock.writeLock().lock();
        try {
            byVariant.get(within.variant()).bounds.add(new KnownBound(LineSet.of(within.moves()), atMost, proof));
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Forgets every fact, as before the store is filled again from the database. */
    public void clear() {
        lock.writeLock().lock();
        try {
            byVariant.replaceAll((variant, facts) -> new Facts());
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** How many games and bounds the store holds for the variant. */
    public int[] counts(Variant variant) {
        lock.readLock().lock();
        try {
            Facts facts = byVariant.get(variant);
            return new int[] {facts.games.size(), facts.bounds.size()};
        } finally {
            lock.readLock().unlock();
        }
    }

    /** What is known about a legal position. */
    public Known known(MsrRecord position) {
        Variant variant = position.variant();
        LineSet[] images = new LineSet[Symmetry.COUNT];
        for (int t = 0; t < Symmetry.COUNT; t++) {
            images[t] = LineSet.turned(position.moves(), t, variant);
        }
        KnownGame longest = null;
        int longestTransform = 0;
        Bound smallest = null;
        lock.readLock().lock();
        try {
            Facts facts = byVariant.get(variant);
            for (int t = 0; t < Symmetry.COUNT; t++) {
                BitSet through = gamesThrough(facts, images[t]);
                for (int g = through.nextSetBit(0); g >= 0; g = through.nextSetBit(g + 1)) {
                    KnownGame game = facts.games.get(g);
                    if (longest == null
                            || game.game().moveCount() > longest.game().moveCount()) {
                        longest = game;
                        longestTransform = t;
                    }
                }
            }
            for (KnownBound bound : facts.bounds) {
                if ((smallest == null || bound.atMost() < smallest.atMost()) && withinSome(bound.within(), images)) {
                    smallest = new Bound(bound.atMost(), bound.proof());
                }
            }
        } finally {
            lock.readLock().unlock();
        }
        Optional<Witness> witness = longest == null ? Optional.empty() : witness(position, longest, longestTransform);
        return new Known(position.moveCount(), witness, Optional.ofNullable(smallest));
    }

    /** The known games through a legal position, each once, the longest {@code limit} first. */
    public Explored through(MsrRecord position, int limit) {
        Variant variant = position.variant();
        LineSet here = LineSet.of(position.moves());
        Map<Integer, Integer> transformOf = new HashMap<>();
        List<KnownGame> games;
        lock.readLock().lock();
        try {
            Facts facts = byVariant.get(variant);
            for (int t = 0; t < Symmetry.COUNT; t++) {
                BitSet through = gamesThrough(facts, LineSet.turned(position.moves(), t, variant));
                for (int g = through.nextSetBit(0); g >= 0; g = through.nextSetBit(g + 1)) {
                    transformOf.putIfAbsent(g, t);
                }
            }
            games = List.copyOf(facts.games);
        } finally {
            lock.readLock().unlock();
        }
        List<Integer> found = new ArrayList<>(transformOf.keySet());
        // longest first; of equal length, the one known first
        found.sort((a, b) -> games.get(a).game().moveCount()
                        != games.get(b).game().moveCount()
                ? Integer.compare(
                        games.get(b).game().moveCount(), games.get(a).game().moveCount())
                : Integer.compare(a, b));
        List<Passing> shown = new ArrayList<>();
        for (int g : found.subList(0, Math.min(limit, found.size()))) {
            KnownGame known = games.get(g);
            int back = inverse(transformOf.get(g), variant);
            Move next = null;
            int nextIndex = -1;
            List<Move> moves = known.game().moves();
            for (int i = 0; i < moves.size() && next == null; i++) {
                Move turned = Symmetry.apply(back, moves.get(i), variant);
                if (!here.contains(LineSet.key(turned))) {
                    next = turned;
                    nextIndex = i;
                }
            }
            shown.add(new Passing(known.source(), known.recordId(), moves.size(), next, nextIndex));
        }
        return new Explored(found.size(), List.copyOf(shown));
    }

    private static BitSet gamesThrough(Facts facts, LineSet position) {
        BitSet through = new BitSet();
        through.set(0, facts.games.size());
        for (long key : position.keys()) {
            BitSet games = facts.gamesByLine.get(key);
            if (games == null) {
                return new BitSet();
            }
            through.and(games);
            if (through.isEmpty()) {
                break;
            }
        }
        return through;
    }

    private static boolean withinSome(LineSet within, LineSet[] images) {
        for (LineSet image : images) {
            if (within.within(image)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The known game turned back into the position's frame, reordered to play the position's moves first (as the
     * position played them) and then the game's other moves in the game's order.
     */
    private static Optional<Witness> witness(MsrRecord position, KnownGame known, int transform) {
        Variant variant = position.variant();
        int back = inverse(transform, variant);
        LineSet here = LineSet.of(position.moves());
        List<Move> moves = new ArrayList<>(position.moves());
        for (Move move : known.game().moves()) {
            Move turned = Symmetry.apply(back, move, variant);
            if (!here.contains(LineSet.key(turned))) {
                moves.add(turned);
            }
        }
        MsrRecord game = MsrRecord.of(variant, moves);
        if (new Position(variant).playAll(moves, new int[moves.size()]) >= 0) {
            // cannot happen for legal games (docs/analysis.md); a fact that does not replay is not offered
            return Optional.empty();
        }
        return Optional.of(new Witness(game, known.source(), known.recordId()));
    }

    /** The transform that undoes {@code transform}. */
    static int inverse(int transform, Variant variant) {
        Point a = new Point(1, 2);
        Point b = new Point(3, 7);
        for (int u = 0; u < Symmetry.COUNT; u++) {
            if (Symmetry.apply(u, Symmetry.apply(transform, a, variant), variant)
                            .equals(a)
                    && Symmetry.apply(u, Symmetry.apply(transform, b, variant), variant)
                            .equals(b)) {
                return u;
            }
        }
        throw new IllegalStateException("transform " + transform + " has no inverse");
    }
}
