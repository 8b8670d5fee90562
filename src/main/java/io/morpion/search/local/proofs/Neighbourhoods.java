package io.morpion.search.local.proofs;

import io.morpion.engine.EngineMove;
import io.morpion.engine.Geometry;
import io.morpion.engine.MoveDependencies;
import io.morpion.engine.Position;
import io.morpion.msr.Move;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Point;
import io.morpion.search.local.model.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The neighbourhoods of a legal game. Closed ones free a set of its moves together with every move that needs
 * them, so that what is kept is a legal position, from which an exhaustive search proves the best continuation
 * ({@link LocalProof}): the last k moves, a move's dependency closure, and every move whose line meets a w×w
 * square, with their closure. Open ones free only the lines that meet a square and keep every other line; the
 * constraint model proves those.
 */
public final class Neighbourhoods {

    /**
     * One neighbourhood: in words, how many moves it frees, and the moves kept (the game's other moves, in its
     * order). A closed neighbourhood keeps a legal position; an open one ({@code open} names its square) keeps
     * lines whose points the freed moves had made, which new lines inside the square must make again.
     */
    public record Neighbourhood(String name, int freed, MsrRecord kept, Optional<Square> open) {

        /**
         * The position a proof of this neighbourhood bounds: its kept moves, when it is closed. An open one's proof
         * bounds only games that keep every line outside its square and add lines only near it, which is not a
         * statement about a position.
         */
        public Optional<MsrRecord> boundedPosition() {
            return open.isPresent() ? Optional.empty() : Optional.of(kept);
        }
    }

    private final MsrRecord game;
    private final Geometry geometry;
    private final int[] moves;
    private final MoveDependencies dependencies;

    /** @throws IllegalArgumentException naming the first illegal move, for a game that is not legal */
    public Neighbourhoods(MsrRecord game) {
        this.game = game;
        Position position = new Position(game.variant());
        geometry = position.geometry();
        moves = new int[game.moveCount()];
        int illegal = position.playAll(game.moves(), moves);
        if (illegal >= 0) {
            throw new IllegalArgumentException("move " + (illegal + 1) + " of the game is illegal");
        }
        int[] placedBy = new int[geometry.cellCount()];
        Arrays.fill(placedBy, -1);
        dependencies = new MoveDependencies(moves, moves.length, geometry, placedBy);
    }

    /** The last {@code k} moves (all of them when the game has fewer). */
    public Neighbourhood lastMoves(int k) {
        int freed = Math.min(k, moves.length);
        boolean[] removed = new boolean[moves.length];
        Arrays.fill(removed, moves.length - freed, moves.length, true);
        return neighbourhood("the last " + freed + " moves", removed);
    }

    /** The closure of each move: the move and every move that needs it, directly or not; in the game's order. */
    public List<Neighbourhood> closures() {
        List<Neighbourhood> all = new ArrayList<>();
        for (int i = 0; i < moves.length; i++) {
            boolean[] removed = new boolean[moves.length];
            int freed = dependencies.markWithDependants(i, removed);
            all.add(neighbourhood(
                    "move " + (i + 1) + (freed == 1 ? " alone" : " and the " + (freed - 1) + " that need it"),
                    removed));
        }
        return all;
    }

    /**
     * Every w×w square of points over the game's dots: the moves whose line meets it, with their closure. Squares
     * that free the same moves are one neighbourhood, and squares that free nothing are left out.
     */
    public List<Neighbourhood> squares(int w) {
        return squares(w, false);
    }

    /**
     * Every w×w square of points over the game's dots, open: it frees the moves whose line meets it and keeps
     * every other move, even one that used a freed move's point. Squares that free the same moves are one
     * neighbourhood, and squares that free nothing are left out.
     */
    public List<Neighbourhood> openSquares(int w) {
        return squares(w, true);
    }

    private List<Neighbourhood> squares(int w, boolean open) {
        if (w < 1) {
            throw new IllegalArgumentException("a square is at least 1 point wide");
        }
        int minX = Integer.MAX_VALUE, minY = Integer.MAX_VALUE, maxX = Integer.MIN_VALUE, maxY = Integer.MIN_VALUE;
        for (Move m : game.moves()) {
            for (int k = 0; k < game.variant().lineLength(); k++) {
                Point p = m.linePoint(k);
                minX = Math.min(minX, p.x());
                maxX = Math.max(maxX, p.x());
                minY = Math.min(minY, p.y());
                maxY = Math.max(maxY, p.y());
            }
        }
        List<Neighbourhood> all = new ArrayList<>();
        Set<BitSet> seen = new HashSet<>();
        for (int y = minY - w + 1; y <= maxY; y++) {
            for (int x = minX - w + 1; x <= maxX; x++) {
                Square square = new Square(x, y, w);
                boolean[] removed = meeting(square, open);
                BitSet key = new BitSet(removed.length);
                for (int i = 0; i < removed.length; i++) {
                    key.set(i, removed[i]);
                }
                if (!key.isEmpty() && seen.add(key)) {
                    String name = "the " + (open ? "open " : "") + w + "×" + w + " square at (" + x + ", " + y + ")";
                    all.add(open ? openNeighbourhood(name, removed, square) : neighbourhood(name, removed));
                }
            }
        }
        return all;
    }

    private boolean[] meeting(Square square, boolean open) {
        boolean[] removed = new boolean[moves.length];
        for (int i = 0; i < moves.length; i++) {
            Move m = game.moves().get(i);
            for (int k = 0; k < game.variant().lineLength() && !removed[i]; k++) {
                if (square.contains(m.linePoint(k))) {
                    if (open) {
                        removed[i] = true;
                    } else {
                        dependencies.markWithDependants(i, removed);
                    }
                }
            }
        }
        return removed;
    }

    private Neighbourhood neighbourhood(String name, boolean[] removed) {
        int[] keptLength = new int[1];
        int[] order = dependencies.keptThenRemoved(removed, keptLength);
        List<Move> kept = new ArrayList<>(keptLength[0]);
        for (int i = 0; i < keptLength[0]; i++) {
            kept.add(EngineMove.toMsr(order[i], geometry));
        }
        return new Neighbourhood(
                name, moves.length - keptLength[0], MsrRecord.of(game.variant(), kept), Optional.empty());
    }

    private Neighbourhood openNeighbourhood(String name, boolean[] removed, Square square) {
        List<Move> kept = new ArrayList<>();
        for (int i = 0; i < moves.length; i++) {
            if (!removed[i]) {
                kept.add(game.moves().get(i));
            }
        }
        return new Neighbourhood(
                name, moves.length - kept.size(), MsrRecord.of(game.variant(), kept), Optional.of(square));
    }
}
