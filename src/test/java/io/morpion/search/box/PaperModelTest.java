package io.morpion.search.box;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import io.morpion.tiers.Tiers;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The box model against the paper's program written out on its own (PaperModel): the same largest centrally symmetric
 * figure in the centred boxes of the paper's theorem on symmetric graphs that both solve within a minute on one
 * worker, among them (2,1,2,1), where the theorem says 76. A constraint of one that the other lacks shows here as a
 * difference. The fast tiers try the first box; PaperModelIT tries every one (Tiers.sweep).
 */
class PaperModelTest {

    private static final List<String> BOXES = List.of("1,0,1,0", "1,1,1,1", "2,1,2,1");

    static List<String> boxes() {
        return BOXES.subList(0, Tiers.sweep(BOXES.size(), 1));
    }

    @ParameterizedTest
    @MethodSource("boxes")
    void theLineModelAndThePapersProgramFindTheSameLargestSymmetricFigure(String name) {
        Box box = Box.parse(name);
        LineModel.Answer ours =
                BoxModel.centrallySymmetric(Variant.FIVE_DISJOINT, box, false).solveFor(600);
        assertEquals(LineModel.Status.OPTIMAL, ours.status());
        assertEquals(ours.moves(), PaperModel.largestGraph(box, true, 600), "the paper's L1–L6 in box " + box);
    }
}
