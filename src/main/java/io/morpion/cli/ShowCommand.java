package io.morpion.cli;

import io.morpion.msr.BoundingBox;
import io.morpion.msr.InitialCross;
import io.morpion.msr.Move;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.MsrWriter;
import io.morpion.msr.Point;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "show",
        mixinStandardHelpOptions = true,
        description = {
            "Prints a game as an ASCII board, then its metadata.",
            "o is a point of the initial cross, * a played point (or its move number with --numbers), . an empty point."
        },
        footer = {"", "Examples:", "  morpion show records/4D/hyyroporanen35.json --numbers"})
class ShowCommand extends CliCommand {

    @Parameters(paramLabel = "FILE", description = "a game file: MSR, JSON, Pentasol, PNG or SVG")
    Path file;

    @Option(names = "--numbers", description = "print move numbers instead of *")
    boolean numbers;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of a Pentasol file (5T or 5D)")
    Variant variant;

    @Override
    public Integer call() {
        MsrRecord game = GameInput.read(file, variant);
        out().print(board(game, numbers));
        out().println(
                        numbers
                                ? "(o the initial cross, a number the move that played the point, . an empty point)"
                                : "(o the initial cross, * a played point, . an empty point; --numbers numbers them)");
        Verdict verdict = Msr.validate(game);
        out().println("variant      " + game.variant());
        out().println("moves        " + game.moveCount());
        out().println("verdict      "
                + (verdict.legal()
                        ? "legal, "
                                + (verdict.facts().terminal()
                                        ? "terminal"
                                        : verdict.facts().availableMoves() + " moves still available")
                        : "illegal: " + verdict.violation().message()));
        line("author", game.author());
        line("source", game.source());
        line("description", game.description());
        line("transcribed", game.transcribedBy());
        if (game.solver() != null) {
            line("solver", game.solver().method());
        }
        return verdict.legal() ? 0 : 1;
    }

    private void line(String label, String value) {
        if (value != null) {
            out().printf("%-12s %s%n", label, value);
        }
    }

    static String board(MsrRecord game, boolean numbers) {
        BoundingBox box = MsrWriter.pointsBoundingBox(game);
        Set<Point> cross = new HashSet<>(InitialCross.points(game.variant()));
        Map<Point, Integer> played = new HashMap<>();
        for (int i = 0; i < game.moveCount(); i++) {
            Move move = game.moves().get(i);
            played.putIfAbsent(move.point(), i + 1);
        }
        int width = numbers ? Math.max(2, Integer.toString(game.moveCount()).length()) + 1 : 2;
        StringBuilder out = new StringBuilder();
        for (int y = box.minY(); y <= box.maxY(); y++) {
            for (int x = box.minX(); x <= box.maxX(); x++) {
                Point p = new Point(x, y);
                String cell = cross.contains(p)
                        ? "o"
                        : played.containsKey(p) ? (numbers ? Integer.toString(played.get(p)) : "*") : ".";
                out.append(" ".repeat(width - cell.length())).append(cell);
            }
            out.append('\n');
        }
        return out.toString();
    }
}
