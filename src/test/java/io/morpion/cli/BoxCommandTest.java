package io.morpion.cli;

import static io.morpion.cli.CliInProcessTest.morpion;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import org.junit.jupiter.api.Test;

/** {@code morpion box}: its answers on boxes small enough to settle at once, and its refusals in words. */
class BoxCommandTest {

    @Test
    void ofAGameNamesItsBoundingBoxAndItsNameUpToSymmetry() {
        String rosin = ProjectPaths.root().resolve("records/5D/rosin82.json").toString();
        CliInProcessTest.Run run = morpion("box", "5D", "--of", rosin);
        assertEquals(0, run.exit(), run.err());
        assertTrue(
                run.out().matches("(?s).*82 moves, bounding box \\(\\d,\\d,\\d,\\d\\), named \\(\\d,\\d,\\d,\\d\\).*"),
                run.out());
    }

    @Test
    void theLargestCentrallySymmetricFigureOfBox1010HasThePublished72Lines() {
        // the same answer for the box turned a quarter, as for every relabeling of a box by a symmetry
        for (String box : new String[] {"1,0,1,0", "0,1,0,1"}) {
            CliInProcessTest.Run run = morpion("box", "5D", box, "--unordered", "--symmetric", "--threads", "1");
            assertEquals(0, run.exit(), run.err());
            assertTrue(run.out().contains("optimal: the largest figure in box (" + box + ") has 72 moves"), run.out());
        }
    }

    @Test
    void badQuestionsAreRefusedInTheCommandsTerms() {
        CliInProcessTest.Run shortBox = morpion("box", "5D", "4,4,1");
        assertEquals(2, shortBox.exit());
        assertTrue(shortBox.err().contains("BOX: a box is four numbers, top,right,bottom,left"), shortBox.err());
        CliInProcessTest.Run uncentred = morpion("box", "5D", "4,4,1,0", "--symmetric");
        assertEquals(2, uncentred.exit());
        assertTrue(uncentred.err().contains("box (4,4,1,0) is not centred on the cross"), uncentred.err());
        CliInProcessTest.Run tooMany = morpion("box", "5D", "1,0,1,0", "--at-least", "500");
        assertEquals(2, tooMany.exit());
        assertTrue(tooMany.err().contains("holds 84 empty points, so N must be 1 to that, not 500"), tooMany.err());
        CliInProcessTest.Run unknownSolver = morpion("box", "5D", "1,0,1,0", "--solver", "gurobi");
        assertEquals(2, unknownSolver.exit());
        assertTrue(unknownSolver.err().contains("'gurobi' is not a solver: cp-sat or scip"), unknownSolver.err());
        CliInProcessTest.Run scipSymmetric = morpion("box", "5D", "1,0,1,0", "--solver", "scip", "--symmetric");
        assertEquals(2, scipSymmetric.exit());
        assertTrue(scipSymmetric.err().contains("--symmetric: only the CP-SAT model has it"), scipSymmetric.err());
        CliInProcessTest.Run scipThreads = morpion("box", "5D", "1,0,1,0", "--solver", "scip", "--threads", "2");
        assertEquals(2, scipThreads.exit());
        assertTrue(scipThreads.err().contains("SCIP solves on one thread here, not 2"), scipThreads.err());
        CliInProcessTest.Run cpSatPart = morpion("box", "5D", "4,4,1,0", "--part", "3");
        assertEquals(2, cpSatPart.exit());
        assertTrue(cpSatPart.err().contains("--part: only SCIP's program is split into parts"), cpSatPart.err());
        CliInProcessTest.Run farPart = morpion("box", "5D", "4,4,1,0", "--solver", "scip", "--part", "3.15");
        assertEquals(2, farPart.exit());
        assertTrue(farPart.err().contains("--part: side 2 of box (4,4,1,0)'s free sides has 15 points"), farPart.err());
        CliInProcessTest.Run none = morpion("box", "5D");
        assertEquals(2, none.exit());
        assertTrue(none.err().contains("name the box"), none.err());
    }
}
