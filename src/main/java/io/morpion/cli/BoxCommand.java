package io.morpion.cli;

import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.box.Box;
import io.morpion.search.box.BoxModel;
import io.morpion.search.box.BoxPart;
import io.morpion.search.box.ScipBoxModel;
import io.morpion.search.local.model.LineModel;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "box",
        mixinStandardHelpOptions = true,
        description = {
            "Asks the constraint model (CP-SAT) for the longest game whose bounding box is BOX, or, with "
                    + "--at-least N, whether any game of N moves or more has it. A box is named as Michalewski, "
                    + "Nagorko and Pawlewicz name it in their upper bound of 84 for 5D: how many rows or columns it "
                    + "reaches past the cross's top, right, bottom and left edges.",
            "It answers proven (no such game fits), found (the game, written to a file and checked by msr-lib's "
                    + "validator), optimal (the longest game in the box), or unknown at --limit with the best bound "
                    + "CP-SAT holds. --unordered forgets the moves' order: a figure of lines that need not make a "
                    + "game (the paper's 5D graph), whose size bounds the games.",
            "--solver scip asks SCIP, the mixed integer solver OR-Tools bundles, instead: the paper's kind of program, "
                    + "with the moves' order as a big-M order of times (their L7). It runs on one thread and prints "
                    + "its own log, and it has no --symmetric.",
            "--of GAME prints the box a game's final position has, and its name up to the eight symmetries."
        },
        footer = {
            "",
            "Examples:",
            "  morpion box 5D 4,4,1,0 --at-least 83 --limit 1h",
            "  morpion box 5D 1,0,1,0 --unordered --symmetric",
            "  morpion box 5D 4,4,1,0 --at-least 83 --solver scip --limit 3h",
            "  morpion box 5D 4,4,1,0 --at-least 83 --solver scip --part 3 --limit 1h",
            "  morpion box 5D --of records/5D/rosin82.json"
        })
class BoxCommand extends CliCommand {

    /** The exit of a solve that Ctrl-C or TERM ended, as the other long commands end (128 + SIGINT). */
    private static final int INTERRUPTED = 130;

    @Parameters(index = "0", paramLabel = "VARIANT", description = "the variant: 5D, 5T, 4D or 4T")
    String variantCode;

    @Parameters(index = "1", arity = "0..1", paramLabel = "BOX", description = "top,right,bottom,left, e.g. 4,4,1,0")
    String boxText;

    @Option(names = "--of", paramLabel = "GAME", description = "print the bounding box of this game and stop")
    Path game;

    @Option(
            names = "--at-least",
            paramLabel = "N",
            description = "ask only whether a game of N moves or more fits, and stop at the first one found "
                    + "(default: the longest game)")
    Integer atLeast;

    @Option(
            names = "--limit",
            paramLabel = "T",
            defaultValue = "10m",
            converter = DurationSeconds.class,
            description = "the most CP-SAT may take: 30s, 10m, 2h (default: ${DEFAULT-VALUE})")
    double limitSeconds;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "CP-SAT's workers (default: 1, or every core on a machine of 8 or more: a portfolio of "
                    + "fewer workers was slower than one alone)")
    Integer threads;

    enum Solver {
        CP_SAT,
        SCIP
    }

    @Option(
            names = "--solver",
            paramLabel = "NAME",
            defaultValue = "cp-sat",
            converter = SolverName.class,
            description =
                    "cp-sat (the constraint model) or scip (the mixed integer program) (default: ${DEFAULT-VALUE})")
    Solver solver;

    /** The solver's name as a user types it: cp-sat or scip, in any case. */
    static final class SolverName implements picocli.CommandLine.ITypeConverter<Solver> {
        @Override
        public Solver convert(String value) {
            return switch (value.toLowerCase(Locale.ROOT)) {
                case "cp-sat", "cpsat" -> Solver.CP_SAT;
                case "scip" -> Solver.SCIP;
                default ->
                    throw new picocli.CommandLine.TypeConversionException(
                            "'" + value + "' is not a solver: cp-sat or scip");
            };
        }
    }

    @Option(names = "--unordered", description = "forget the moves' order: figures of lines, not games")
    boolean unordered;

    @Option(
            names = "--symmetric",
            description = "only figures the half turn about the cross's centre maps onto themselves")
    boolean symmetric;

    @Option(
            names = "--part",
            paramLabel = "PLACES",
            description = "only the part of the box whose first point along its first side past the cross is at "
                    + "place I (counted from 0), and along its second such side at J, written I or I.J (sides are "
                    + "read top, right, bottom, left; rows from the left, columns from the top); the parts of one "
                    + "depth hold every figure of the box once. SCIP only")
    String partText;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "where a game found is written (default: box-TOP-RIGHT-BOTTOM-LEFT-N.json here)")
    Path output;

    @Override
    public Integer call() {
        Variant variant = Variant.parse(variantCode, "VARIANT");
        if (game != null) {
            return printBoxOf(variant);
        }
        if (boxText == null) {
            throw new UsageError("name the box (top,right,bottom,left, e.g. 4,4,1,0), or give --of GAME");
        }
        Box box = parseBox();
        int cores = threads != null
                ? threads
                : BoxModel.defaultWorkers(Runtime.getRuntime().availableProcessors());
        if (cores < 1 || limitSeconds <= 0) {
            throw new UsageError("--threads and --limit must be positive");
        }
        if (atLeast != null && (atLeast < 1 || atLeast > box.emptyPoints(variant))) {
            throw new UsageError("--at-least N: box " + box + " holds " + box.emptyPoints(variant)
                    + " empty points, so N must be 1 to that, not " + atLeast);
        }
        if (symmetric && !box.centred()) {
            throw new UsageError("--symmetric: box " + box + " is not centred on the cross (its top and bottom, "
                    + "and its left and right, must reach equally far), so no symmetric figure has it");
        }
        boolean ordered = !unordered;
        if (partText != null && solver != Solver.SCIP) {
            throw new UsageError("--part: only SCIP's program is split into parts here; add --solver scip");
        }
        if (solver == Solver.SCIP) {
            return solveWithScip(variant, box, ordered);
        }
        LineModel model = symmetric
                ? BoxModel.centrallySymmetric(variant, box, ordered)
                : BoxModel.of(variant, box, ordered, List.of());
        if (atLeast != null) {
            model.atLeast(atLeast).untilFirstAnswer();
        }
        String what = unordered ? "figure" : "game";
        printQuestion(
                variant,
                box.toString(),
                box,
                (unordered ? "moves' order forgotten" : "moves in order") + (symmetric ? ", centrally symmetric" : ""),
                cores,
                "CP-SAT " + BoxModel.solverVersion());
        out().flush();
        LineModel.Answer answer;
        LiveLine live = LiveLine.on(err());
        long start = System.nanoTime();
        // the best and the bound as CP-SAT last told them; shown every second, since it may go quiet for an hour
        AtomicLong reached = new AtomicLong(Integer.MAX_VALUE);
        ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread thread = new Thread(r, "box-progress");
            thread.setDaemon(true);
            return thread;
        });
        clock.scheduleAtFixedRate(
                () -> live.show(BoxText.progress(start, (int) (reached.get() >>> 32), (int) reached.get())),
                1,
                1,
                TimeUnit.SECONDS);
        try (Interrupt interrupt = Interrupt.watch()) {
            answer = model.solve(
                    Duration.ofMillis((long) (limitSeconds * 1000)),
                    cores,
                    Termination.cancelledWhen(interrupt::raised),
                    (found, bound) -> reached.set((long) found << 32 | bound));
            clock.shutdownNow();
            live.show(BoxText.progress(start, (int) (reached.get() >>> 32), (int) reached.get()));
            live.end();
            out().println((interrupt.raised() ? "interrupted: " : "")
                    + BoxText.verdict(BoxPart.whole(box), answer, atLeast, what));
            answer.game().ifPresent(found -> out().println(write(found, box)));
            out().flush();
            return interrupt.raised() ? INTERRUPTED : 0;
        }
    }

    private int solveWithScip(Variant variant, Box box, boolean ordered) {
        if (symmetric) {
            throw new UsageError("--symmetric: only the CP-SAT model has it; leave out --solver scip");
        }
        if (threads != null && threads != 1) {
            throw new UsageError("--threads: SCIP solves on one thread here, not " + threads);
        }
        BoxPart part = parsePart(variant, box);
        int empty = box.emptyPoints(variant);
        ScipBoxModel model = ScipBoxModel.of(variant, box, ordered, empty).within(part);
        if (atLeast != null) {
            model.atLeast(atLeast);
        }
        String what = unordered ? "figure" : "game";
        printQuestion(
                variant,
                part.toString(),
                box,
                unordered ? "moves' order forgotten" : "moves in order (big-M)",
                1,
                model.solverVersion());
        out().println("SCIP's own log follows; its dual bound is the most " + what + "s' lines any answer can have");
        out().flush();
        try (Interrupt interrupt = Interrupt.watch()) {
            LineModel.Answer answer = model.solve(
                    Duration.ofMillis((long) (limitSeconds * 1000)),
                    Termination.cancelledWhen(interrupt::raised),
                    true);
            out().println((interrupt.raised() ? "interrupted: " : "") + BoxText.verdict(part, answer, atLeast, what));
            answer.game().ifPresent(found -> out().println(write(found, box)));
            out().flush();
            return interrupt.raised() ? INTERRUPTED : 0;
        }
    }

    /** The question as the solver is given it: the box, what is asked, how, on how many threads, for how long. */
    private void printQuestion(Variant variant, String name, Box box, String how, int cores, String solverName) {
        String what = unordered ? "figure" : "game";
        out().printf(
                        "box %s of %s: %d lines inside, %d empty points; %s; %s, %d thread%s, at most %s, %s%n",
                        name,
                        variant.code(),
                        box.lines(variant).size(),
                        box.emptyPoints(variant),
                        atLeast == null ? "the longest " + what : "a " + what + " of " + atLeast + " or more",
                        how,
                        cores,
                        cores == 1 ? "" : "s",
                        Durations.format(limitSeconds),
                        solverName);
    }

    private BoxPart parsePart(Variant variant, Box box) {
        if (partText == null) {
            return BoxPart.whole(box);
        }
        try {
            return BoxPart.parse(variant, box, partText);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--part: " + e.getMessage());
        }
    }

    private Box parseBox() {
        try {
            return Box.parse(boxText);
        } catch (IllegalArgumentException e) {
            throw new UsageError("BOX: " + e.getMessage());
        }
    }

    private int printBoxOf(Variant variant) {
        MsrRecord record = GameInput.read(game, variant);
        var legality = Msr.validate(record);
        if (!legality.legal()) {
            throw new UsageError(
                    game + " is not a legal game: " + legality.violation().message());
        }
        Box box = Box.ofGame(record.variant(), record.moves());
        out().printf(
                        Locale.ROOT,
                        "%s: %d moves, bounding box %s, named %s up to the eight symmetries%n",
                        game,
                        record.moveCount(),
                        box,
                        box.canonical());
        return 0;
    }

    private String write(MsrRecord found, Box box) {
        Path file = output != null
                ? output
                : CliFiles.unused(Path.of(String.format(
                        Locale.ROOT,
                        "box-%d-%d-%d-%d-%d.json",
                        box.top(),
                        box.right(),
                        box.bottom(),
                        box.left(),
                        found.moveCount())));
        try {
            CliFiles.write(file, Msr.toJson(found).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UsageError("could not write the game to " + file + ": " + e.getMessage());
        }
        return "the game is written to " + file + " (check it: morpion verify " + file + "; file it: morpion submit "
                + file + ")";
    }
}
