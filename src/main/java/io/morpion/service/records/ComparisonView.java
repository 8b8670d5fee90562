package io.morpion.service.records;

import io.morpion.engine.LineComparison;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import java.util.List;

/**
 * Two records laid over each other, as the API answers it: the other game turned and mirrored to
 * share the most lines with this one, and the lines that differ.
 *
 * @param id         this record
 * @param name       this record as people name it
 * @param other      the record it is compared with
 * @param otherName  the other record as people name it ("Rosin 178")
 * @param variant    the variant of both
 * @param lines      lines this record draws
 * @param otherLines lines the other draws
 * @param shared     lines both draw
 * @param sameDots   whether, so turned, the other places exactly this record's dots
 * @param symmetry   the symmetry of the cross that turns the other game into this one's frame (0: as it is)
 * @param onlyHere   the numbers (from 1) of this record's moves whose lines the other does not draw
 * @param onlyThere  the other's moves whose lines this record does not draw, in this record's frame
 */
public record ComparisonView(
        long id,
        String name,
        long other,
        String otherName,
        String variant,
        int lines,
        int otherLines,
        int shared,
        boolean sameDots,
        int symmetry,
        List<Integer> onlyHere,
        List<Line> onlyThere) {

    /** A move as MSR writes it: its new point, its direction and the new point's place on the line. */
    public record Line(int x, int y, String dir, int pos) {}

    static ComparisonView of(RecordEntity here, RecordEntity there) {
        MsrRecord a = Msr.decode(here.msr);
        MsrRecord b = Msr.decode(there.msr);
        if (a.variant() != b.variant()) {
            throw new Refused.Invalid(
                    RefusalCode.COMPARE_VARIANTS,
                    "record " + here.id + " is a " + a.variant().code() + " game and record " + there.id + " a "
                            + b.variant().code() + " game: only games of one variant compare",
                    here.id,
                    a.variant().code(),
                    there.id,
                    b.variant().code());
        }
        LineComparison c = LineComparison.of(a, b);
        return new ComparisonView(
                here.id,
                RecordFamilies.name(here),
                there.id,
                RecordFamilies.name(there),
                a.variant().code(),
                a.moveCount(),
                b.moveCount(),
                c.shared(),
                c.sameDots(),
                c.symmetry(),
                c.onlyHere().stream().map(i -> i + 1).toList(),
                c.onlyThere().stream().map(ComparisonView::line).toList());
    }

    private static Line line(Move m) {
        return new Line(m.x(), m.y(), m.dir().name(), m.pos());
    }
}
