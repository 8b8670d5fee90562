package io.morpion.engine;

/**
 * Labels a legal move as it enters a position's move list: a key (a policy code, say) and a
 * sampling weight for that key.
 */
public interface MoveAnnotator {

    int key(int move);

    double weight(int key);
}
