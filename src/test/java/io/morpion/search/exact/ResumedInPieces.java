package io.morpion.search.exact;

import static org.junit.jupiter.api.Assertions.assertFalse;

import io.morpion.search.SolverStatus;
import io.morpion.search.checkpoint.Checkpoint;
import io.morpion.search.termination.Termination;

/**
 * An exhaustive search run in pieces: each piece is a fresh solver restored from the last one's
 * checkpoint (through its bytes, as a file would carry it) and stopped on a node budget, until the
 * tree is drained or 50 pieces have run.
 *
 * @param last   the last piece, drained unless 50 pieces were not enough
 * @param pieces how many pieces ran
 */
record ResumedInPieces(ExactSolver last, int pieces) {

    static ResumedInPieces run(ExactConfig config, long firstBudget) {
        long budget = firstBudget;
        Checkpoint checkpoint = null;
        int pieces = 0;
        ExactSolver piece;
        do {
            piece = new ExactSolver(config, 2);
            if (checkpoint != null) {
                piece.restore(Checkpoint.fromBytes(checkpoint.toBytes()));
            }
            int finishedBefore = piece.frontierProgress()[0];
            SolverStatus status = piece.solve(Termination.nodes(piece.report().nodes() + budget), null);
            checkpoint = piece.checkpoint();
            pieces++;
            if (!status.finished()) {
                assertFalse(status.provenOptimal(), "an unfinished piece proves nothing");
            }
            // A stop throws away the items under way. How the two threads share a budget depends on
            // the machine's load, and one large item can outlast it: then the next piece gets more.
            if (piece.frontierProgress()[0] == finishedBefore) {
                budget *= 2;
            }
        } while (!piece.exhausted() && pieces < 50);
        return new ResumedInPieces(piece, pieces);
    }
}
