package io.morpion.search.local.proofs;

import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which neighbourhoods of a game a sweep proves, one after another: the last {@code size} moves (one
 * neighbourhood), each move's closure ({@code size} unused), or every {@code size}×{@code size} square, closed
 * (with the moves that need its lines) or open (its lines alone).
 * The CLI's {@code improve} and the server's local proofs both sweep with it.
 */
public record Sweep(Kind kind, int size) {

    public enum Kind {
        LAST,
        CLOSURE,
        SQUARE,
        /** Every square, open: only its lines are freed, and the constraint model proves it. */
        OPEN;

        /** As the API and the database spell it. */
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The kind of this code, if there is one. {@code window}, the closed square's code until 2026-12, is still read:
         * "window" now means one thing, how far below the best a search keeps games (docs/decisions.md).
         */
        public static Optional<Kind> find(String code) {
            if ("window".equals(code)) {
                return Optional.of(SQUARE);
            }
            return Arrays.stream(values()).filter(k -> k.code().equals(code)).findFirst();
        }

        /** Every kind's code, in order: last, closure, square, open. */
        public static List<String> codes() {
            return Arrays.stream(values()).map(Kind::code).toList();
        }

        /** The kind of this code, or an error that lists the kinds. */
        public static Kind of(String code) {
            return find(code)
                    .orElseThrow(() -> new IllegalArgumentException("no neighbourhood kind '" + code
                            + "': last (with a size), closure, square or open (with a size)"));
        }
    }

    /** The widest square a sweep takes: a 12×12 square already frees most of a record's moves. */
    public static final int MAX_SQUARE = 12;

    /** @throws IllegalArgumentException saying which size a kind needs */
    public Sweep {
        if (kind == Kind.LAST && size < 1) {
            throw new IllegalArgumentException("the last moves of a sweep are at least 1 move");
        }
        if ((kind == Kind.SQUARE || kind == Kind.OPEN) && (size < 1 || size > MAX_SQUARE)) {
            throw new IllegalArgumentException("a square is 1 to " + MAX_SQUARE + " points wide");
        }
        if (kind == Kind.CLOSURE) {
            size = 0;
        }
    }

    /** The sweep's neighbourhoods of the game, in a fixed order (the same game gives the same list). */
    public List<Neighbourhood> of(Neighbourhoods game) {
        return switch (kind) {
            case LAST -> List.of(game.lastMoves(size));
            case CLOSURE -> game.closures();
            case SQUARE -> game.squares(size);
            case OPEN -> game.openSquares(size);
        };
    }
}
