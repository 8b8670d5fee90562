package io.morpion.search.box;

import com.google.ortools.init.OrToolsVersion;
import io.morpion.engine.Symmetry;
import io.morpion.msr.Move;
import io.morpion.msr.Variant;
import io.morpion.search.local.model.LineModel;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The games whose bounding box is a given box, as a constraint model: every line inside the box may be drawn, each
 * side of the box holds a point of the final position, and, ordered, the lines make a game (each line's other
 * points made earlier). Unordered, it is the paper's "5D graph" of conditions L1–L5; ordered it adds their L7, here
 * CP-SAT's distinct times rather than a big-M order.
 */
public final class BoxModel {

    private BoxModel() {}

    /** The model of the box's figures, ordered or not, that draw every move of {@code fixed} (none, usually). */
    public static LineModel of(Variant variant, Box box, boolean ordered, List<Move> fixed) {
        LineModel model = new LineModel(
                        variant, List.of(), fixed, box.lines(variant), Map.of(), box.emptyPoints(variant), ordered)
                .withFullRelaxation();
        box.sides(variant).forEach(model::requireAPointAmong);
        boolean outside = fixed.stream().anyMatch(move -> IntStream.range(0, variant.lineLength())
                .anyMatch(i -> !box.contains(variant, move.linePoint(i))));
        if (outside) {
            // no figure inside the box draws a line that leaves it
            model.requireAPointAmong(List.of());
        }
        return model;
    }

    /**
     * How many CP-SAT workers to give a box on a machine of {@code cores}: one unless there are eight or more. Its
     * portfolio of two workers had not proven in five minutes what one worker proves in seconds, and eight workers
     * did as well as one (docs/research-log/exact.md, 2026-12-07).
     */
    public static int defaultWorkers(int cores) {
        return cores >= 8 ? cores : 1;
    }

    /** CP-SAT's version as OR-Tools reports it, once a model has loaded its native library. */
    public static String solverVersion() {
        return OrToolsVersion.getVersionString();
    }

    /** The same, for figures that the half turn about the cross's centre maps onto themselves. */
    public static LineModel centrallySymmetric(Variant variant, Box box, boolean ordered) {
        if (!box.centred()) {
            throw new IllegalArgumentException("no figure with the cross's central symmetry has the box " + box
                    + ": its top and bottom, and its left and right, must reach equally far");
        }
        return of(variant, box, ordered, List.of()).invariantUnder(p -> Symmetry.apply(3, p, variant));
    }
}
