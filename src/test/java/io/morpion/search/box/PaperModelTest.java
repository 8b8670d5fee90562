package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import org.junit.jupiter.api.Test;

/**
 * The box model against the paper's program written out on its own (PaperModel): the same largest figure, in the
 * small boxes where both solve in seconds. A constraint of one that the other lacks shows here as a difference.
 */
class PaperModelTest {

    @Test
    void theLineModelAndThePapersProgramFindTheSameLargestSymmetricFigureInBox1010() {
        Box box = Box.parse("1,0,1,0");
        LineModel.Answer ours =
                BoxModel.centrallySymmetric(Variant.FIVE_DISJOINT, box, false).solveFor(60);
        assertEquals(LineModel.Status.OPTIMAL, ours.status());
        assertEquals(ours.moves(), PaperModel.largestGraph(box, true, 60), "the paper's L1–L6 in box " + box);
    }
}
