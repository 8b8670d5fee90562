package io.morpion.engine;

/**
 * A game grew past the proven maximum length of its variant, which no legal game can: the grid
 * is sized for every legal game, so this signals a bug upstream, never a game to drop silently.
 */
public class GridOverflowException extends IllegalStateException {

    public GridOverflowException(String message) {
        super(message);
    }
}
