package io.morpion.search.dna;

import io.morpion.engine.Position;
import io.morpion.msr.MsrRecord;
import io.morpion.search.Settings;
import io.morpion.search.SolverListener;
import io.morpion.search.termination.Termination;
import java.time.Duration;
import java.util.Optional;

/**
 * The default climber, the DNA pool search at its defaults, searching only the games that begin with a position:
 * what the look-ahead spends its budget on far from a game's end (docs/research-log.md, 2026-12-06). Its pool
 * starts cold from random games that begin with the position, and no mutation touches the position's moves.
 */
public final class DnaFromPosition {

    private DnaFromPosition() {}

    /** What a climb found: the longest game that begins with the position, and the games it played. */
    public record Climb(Optional<MsrRecord> best, long games) {}

    /**
     * Climbs from a legal position for {@code budget} in the calling thread (in a turn of the node's CPU gate, as
     * every search); {@code seed} draws everything random.
     */
    public static Climb climb(MsrRecord position, Duration budget, long seed) {
        return climb(position, Termination.time(budget), seed, SolverListener.NONE);
    }

    static Climb climb(MsrRecord position, Termination until, long seed, SolverListener listener) {
        Position replayed = Position.of(position);
        DnaConfig config = DnaConfig.BINDER.bind(Settings.defaults(position.variant(), seed));
        DnaSolver solver = new DnaSolver(config, seed, replayed.moves());
        long games = solver.solve(until, listener).nodes();
        return new Climb(solver.best(), games);
    }
}
