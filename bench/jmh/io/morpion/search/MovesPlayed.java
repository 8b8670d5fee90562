package io.morpion.search;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Moves a benchmark's games played, so that a rollout benchmark says what a move costs. JMH reports
 * it as a total over the measured iterations (an EVENTS counter): divided by their time (5 × 2 s)
 * it gives moves a second.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.EVENTS)
public class MovesPlayed {

    public long moves;

    @Setup(Level.Iteration)
    public void clear() {
        moves = 0;
    }
}
