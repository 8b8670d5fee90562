package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import io.morpion.tiers.SlowTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The box model against the paper's program written out on its own, on the centred boxes of the paper's theorem on
 * symmetric graphs that both solve within a minute on one worker, among them (2,1,2,1), where the theorem says 76.
 */
@SlowTest
class PaperModelIT {

    @ParameterizedTest
    @ValueSource(strings = {"1,1,1,1", "2,1,2,1"})
    void theLineModelAndThePapersProgramFindTheSameLargestSymmetricFigure(String name) {
        Box box = Box.parse(name);
        LineModel.Answer ours =
                BoxModel.centrallySymmetric(Variant.FIVE_DISJOINT, box, false).solveFor(600);
        assertEquals(LineModel.Status.OPTIMAL, ours.status());
        assertEquals(ours.moves(), PaperModel.largestGraph(box, true, 600), "the paper's L1–L6 in box " + box);
    }
}
