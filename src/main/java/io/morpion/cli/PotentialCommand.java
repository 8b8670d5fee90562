package io.morpion.cli;

import io.morpion.corpus.ShippedPotential;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.analysis.Potential;
import io.morpion.search.facts.PositionFacts;
import io.morpion.search.termination.Durations;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "potential",
        mixinStandardHelpOptions = true,
        description = {
            "Where a game lost its potential: for the position after each of its moves, the longest game known to "
                    + "begin with it. It starts from what the packaged corpus knows (its games, the proven optima of "
                    + "4D and 4T, the published bounds of 5T and 5D, its shipped local proofs); a position those do not "
                    + "settle is looked at for --per-position, proven where the exhaustive search finished and found "
                    + "(a lower bound) where it did not. The curve never rises along the game; the move after which "
                    + "it falls most is the game's worst.",
            "Prints the curve as a line of bars, the move that lost the most, and every move after which the "
                    + "potential fell, graded "
                    + "inaccuracy, mistake or blunder by the moves it lost."
        },
        footer = {
            "",
            "Examples:",
            "  morpion potential mygame.msr",
            "  morpion potential records/4D/hyyroporanen35.json --per-position 200ms",
            "  morpion potential records/5T/rosin178.json --ship records/potentials.jsonl"
        })
class PotentialCommand extends CliCommand {

    @Parameters(paramLabel = "GAME", description = "the game: MSR, JSON, Pentasol, PNG or SVG")
    Path file;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of a Pentasol file")
    Variant variant;

    @Option(
            names = "--per-position",
            paramLabel = "T",
            defaultValue = "1s",
            converter = Milliseconds.class,
            description = "how long each position is looked at: 500ms, 1s, 10s (default: ${DEFAULT-VALUE}; a "
                    + "178-move game takes three minutes a second)")
    long perPositionMs;

    @Option(
            names = "--ship",
            paramLabel = "FILE",
            description = "also append the curve to FILE as a line of the corpus's shipped curves "
                    + "(records/potentials.jsonl), the game named from its records/ folder")
    Path ship;

    /** A time as every command takes it, or a number of milliseconds (500ms): a position is looked at briefly. */
    static final class Milliseconds implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String text) {
            String t = text.strip();
            if (t.matches("\\d{1,6}\\s*ms")) {
                return Long.parseLong(t.replaceAll("\\D", ""));
            }
            return Math.round(new DurationSeconds().convert(text) * 1000);
        }
    }

    @Override
    public Integer call() {
        MsrRecord game = GameInput.read(file, variant);
        int positions = game.moveCount() + 1;
        LiveLine live = LiveLine.on(err());
        long start = System.nanoTime();
        PositionFacts facts = PackagedFacts.read();
        List<Potential.Look> points = Potential.of(
                game,
                Duration.ofMillis(Math.max(1, perPositionMs)),
                1,
                facts::known,
                List.of(),
                reached -> live.show(reached.size() + "/" + positions + " positions looked at"),
                (position, known, answer) -> {});
        live.clear();
        err().printf(
                        Locale.ROOT,
                        "%d positions looked at in %s%n",
                        positions,
                        Durations.format((System.nanoTime() - start) / 1e9));
        out().printf(
                        Locale.ROOT,
                        "%s, %s, %d moves: potential after each move%n",
                        file,
                        game.variant(),
                        game.moveCount());
        out().println(bars(points) + "  " + points.get(0).best() + " → " + game.moveCount());
        out().println(Potential.blunder(points)
                .map(b -> String.format(
                        Locale.ROOT,
                        "worst: move %d lost the most (%s): after it %d moves at best (%s), before it %d (%s)",
                        b.move(),
                        Potential.Grade.of(b.lost()).code(),
                        b.after().best(),
                        how(b.after()),
                        b.before().best(),
                        how(b.before())))
                .orElse("no loss: no position of it is known to reach more than its " + game.moveCount() + " moves"));
        if (ship != null) {
            List<int[]> rows = points.stream()
                    .map(p -> new int[] {p.best(), p.proven() ? 1 : 0})
                    .toList();
            String how = String.format(
                    Locale.ROOT,
                    "morpion potential %s --per-position %dms, Java %d, %d cores",
                    CliFiles.recordsName(file),
                    perPositionMs,
                    Runtime.version().feature(),
                    Runtime.getRuntime().availableProcessors());
            CliFiles.appendLine(
                    ship,
                    new ShippedPotential(
                                    CliFiles.recordsName(file),
                                    (int) perPositionMs,
                                    LocalDate.now(ZoneOffset.UTC),
                                    how,
                                    rows)
                            .toJsonLine());
            err().println("curve appended to " + ship);
        }
        for (Potential.Drop drop : Potential.drops(points)) {
            out().printf(
                            Locale.ROOT,
                            "  move %3d  %3d → %3d  (-%d, %s, %s)%n",
                            drop.move(),
                            drop.before().best(),
                            drop.after().best(),
                            drop.lost(),
                            drop.grade().code(),
                            how(drop.after()));
        }
        out().printf(
                        Locale.ROOT,
                        "a move that loses fewer than %d moves of potential is an inaccuracy, %d or more a mistake, %d"
                                + " or more a blunder%n",
                        Potential.Grade.MISTAKE.least(),
                        Potential.Grade.MISTAKE.least(),
                        Potential.Grade.BLUNDER.least());
        return 0;
    }

    private static String how(Potential.Look point) {
        return point.proven() ? "proven" : "found";
    }

    /** The curve in at most 60 bars, each the lowest potential of the positions it stands for. */
    private static String bars(List<Potential.Look> points) {
        int lo = points.get(points.size() - 1).best();
        int hi = points.get(0).best();
        int shown = Math.min(points.size(), 60);
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < shown; i++) {
            int at = (int) ((long) (i + 1) * points.size() / shown) - 1;
            line.append(Bars.of(points.get(at).best(), lo, hi));
        }
        return line.toString();
    }
}
