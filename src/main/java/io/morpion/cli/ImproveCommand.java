package io.morpion.cli;

import io.morpion.corpus.ShippedLocalProof;
import io.morpion.msr.IllegalMove;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.local.proofs.Neighbourhoods.Neighbourhood;
import io.morpion.search.local.proofs.Sweep;
import io.morpion.search.termination.Durations;
import io.morpion.search.termination.Termination;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "improve",
        mixinStandardHelpOptions = true,
        description = {
            "Proves a game optimal near itself, or finds the longer game next to it: frees some of its moves "
                    + "together with every move that needs them, keeps the rest, and searches every continuation "
                    + "of what is kept with the exhaustive search.",
            "Prints a line per neighbourhood: proven (no longer game keeps the other moves), longer (the game is "
                    + "written beside the input, never over it), or unknown (the --limit came first; nothing is "
                    + "claimed).",
            "Neighbourhoods: --last K, the last K moves; --closure, each move with the moves that need it, one "
                    + "after another; --square W, every W×W square of points, each with the moves whose line meets "
                    + "it and the moves that need those; --open-square W, every W×W square freeing only the lines "
                    + "that meet it: every other line stays, even one that used a freed point, which new lines in the "
                    + "square must then make again before it. The exhaustive search cannot express that; a "
                    + "constraint model (CP-SAT) proves it.",
            "With no neighbourhood named it looks for the longest game it can reach within --time: it prices every "
                    + "closed neighbourhood (the last k moves for every k, each move's closure) by random descents of "
                    + "its search, says what the plan costs, searches the cheapest first, each stopped at four times "
                    + "its price, and starts again from any longer game it finds. A neighbourhood proven in under half a "
                    + "second is counted in the summary rather than given a line."
        },
        footer = {
            "",
            "Examples:",
            "  morpion improve mygame.msr                 # a longer game within 2 minutes?",
            "  morpion improve mygame.msr --time 10m",
            "  morpion improve records/5D/rosin82.json --last 40",
            "  morpion improve records/5D/rosin82.json --closure --limit 30s",
            "  morpion improve records/5T/rosin178.json --square 4 --limit 10s",
            "  morpion improve records/5D/rosin82.json --open-square 5 --limit 1m",
            "  morpion improve records/5D/rosin82.json --last 40 --verdicts proofs.jsonl",
            "  # the most moves at its end proven, a rung at most an hour:",
            "  morpion improve records/5D/rosin82.json --last 44 --climb --limit 1h"
        })
class ImproveCommand extends CliCommand {

    @Parameters(paramLabel = "GAME", description = "the game: MSR, JSON, Pentasol, PNG or SVG")
    Path file;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of a Pentasol file (5T or 5D)")
    Variant variant;

    @ArgGroup(multiplicity = "0..1")
    NeighbourhoodOptions kind;

    @Option(
            names = "--time",
            paramLabel = "T",
            defaultValue = "2m",
            converter = DurationSeconds.class,
            description = "with no neighbourhood named: how long to look for a longer game, in all (default: "
                    + "${DEFAULT-VALUE})")
    double timeSeconds;

    @Option(
            names = "--limit",
            paramLabel = "T",
            defaultValue = "60s",
            converter = DurationSeconds.class,
            description = "the most one neighbourhood is searched: 30s, 10m (default: ${DEFAULT-VALUE})")
    double limitSeconds;

    @Option(
            names = "--threads",
            paramLabel = "T",
            description = "threads of the exhaustive search (default: every core)")
    Integer threads;

    @Option(
            names = "--climb",
            description = "with --last K: then the last K+1, K+2, … moves, one rung at a time, until a rung is not "
                    + "proven (the limit came first, or a longer game); says the most moves proven")
    boolean climb;

    @Option(
            names = "--verdicts",
            paramLabel = "FILE.jsonl",
            description = "once the sweep is whole, append it to FILE.jsonl as one JSON line: each "
                    + "neighbourhood's verdict, positions and seconds, in order (the format of the corpus's "
                    + "records/local-proofs.jsonl, which every server states on the game's page)")
    Path verdicts;

    @Override
    public Integer call() {
        MsrRecord game = GameInput.read(file, variant);
        Verdict legality = Msr.validate(game);
        if (!legality.legal()) {
            IllegalMove bad = legality.violation();
            throw new UsageError(file + " is not a legal game: " + bad.message());
        }
        int cores = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        if (kind == null) {
            return within(game, cores);
        }
        if (spec.commandLine().getParseResult().hasMatchedOption("--time")) {
            throw new UsageError("--time is the whole budget of an improvement with no neighbourhood named; with "
                    + "--" + kind.kind() + " give each neighbourhood its --limit");
        }
        if (kind.last != null && (kind.last < 1 || kind.last >= game.moveCount())) {
            throw new UsageError("--last K frees the game's last K moves: K must be 1 to " + (game.moveCount() - 1)
                    + " for this game of " + game.moveCount() + " moves, not " + kind.last
                    + " (freeing every move would search the whole variant from the empty cross)");
        }
        Neighbourhoods neighbourhoods = new Neighbourhoods(game);
        if (climb && kind.last == null) {
            throw new UsageError("--climb goes on from --last K: give --last");
        }
        // a climb's rungs are added one at a time, each once the one before it is proven
        List<Neighbourhood> sweep = new ArrayList<>(neighbourhoods(neighbourhoods));
        if (cores < 1 || limitSeconds <= 0) {
            throw new UsageError("--threads and --limit must be positive");
        }
        Map<Outcome, Integer> counts = new EnumMap<>(Outcome.class);
        List<ShippedLocalProof.Result> results = new ArrayList<>();
        ImproveLines lines = new ImproveLines(file);
        LiveLine live = LiveLine.on(err());
        // an interrupt ends the neighbourhood being searched; what it found is written before the JVM exits
        try (Interrupt interrupt = Interrupt.watch()) {
            out().println(header(game, sweep.size(), cores));
            out().flush();
            long start = System.nanoTime();
            int proven = 0;
            for (int i = 0; i < sweep.size() && !interrupt.raised(); i++) {
                Neighbourhood neighbourhood = sweep.get(i);
                live.show(progress(i, climb ? 0 : sweep.size(), neighbourhood, start));
                LocalProof.Verdict verdict = LocalProof.prove(
                        neighbourhood,
                        game.moveCount(),
                        Duration.ofMillis((long) (limitSeconds * 1000)),
                        cores,
                        Termination.cancelledWhen(interrupt::raised));
                counts.merge(verdict.outcome(), 1, Integer::sum);
                results.add(new ShippedLocalProof.Result(
                        verdict.outcome().name().toLowerCase(Locale.ROOT),
                        verdict.positions(),
                        Math.round(verdict.seconds() * 1000) / 1000.0));
                live.clear();
                out().println(lines.line(neighbourhood, verdict, interrupt.raised()));
                out().flush();
                if (climb && !interrupt.raised()) {
                    // each rung is a whole sweep of its own
                    appendVerdicts(List.of(results.get(i)), cores, new Sweep(Sweep.Kind.LAST, kind.last + i));
                    proven = verdict.outcome() == Outcome.PROVEN ? kind.last + i : proven;
                }
                if (climb && proven == kind.last + i && proven < game.moveCount()) {
                    sweep.add(neighbourhoods.lastMoves(proven + 1));
                }
            }
            live.show(progress(
                    counts.values().stream().mapToInt(Integer::intValue).sum(), climb ? 0 : sweep.size(), null, start));
            live.end();
            out().println((interrupt.raised() ? "interrupted: " : "") + summary(sweep.size(), counts));
            if (climb) {
                out().println(
                                proven == 0
                                        ? "climbed nowhere: the last " + kind.last + " moves are not proven"
                                        : "climbed to the last " + proven + " moves: no game longer than "
                                                + game.moveCount() + " shares the first "
                                                + (game.moveCount() - proven));
            }
            out().flush();
            // an interrupted neighbourhood's unknown is no verdict at the limit: such a sweep is not whole
            if (!climb && results.size() == sweep.size() && !interrupt.raised()) {
                appendVerdicts(results, cores, sweep());
            }
        }
        return 0;
    }

    /** The improvement with no neighbourhood named: the cheapest neighbourhoods first, within --time. */
    private int within(MsrRecord game, int cores) {
        for (String option : List.of("--limit", "--climb", "--verdicts")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageError(option + " goes with a neighbourhood named (--last, --closure, --square or "
                        + "--open-square); with none, improve plans its own and --time bounds the whole");
            }
        }
        if (cores < 1 || timeSeconds <= 0) {
            throw new UsageError("--threads and --time must be positive");
        }
        if (game.moveCount() < 2) {
            throw new UsageError(file + " has " + game.moveCount() + " move: there is nothing to free but the whole "
                    + "game, which is the exhaustive search of the variant (morpion search --algo exact)");
        }
        try (Interrupt interrupt = Interrupt.watch()) {
            return new ImproveWithin(out(), LiveLine.on(err()), new ImproveLines(file))
                    .run(game, timeSeconds, cores, interrupt);
        }
    }

    /**
     * The whole sweep as a line of the shipped local proofs, the game named from its records/ folder if any; nothing
     * without --verdicts.
     */
    private void appendVerdicts(List<ShippedLocalProof.Result> results, int cores, Sweep sweep) {
        if (verdicts == null) {
            return;
        }
        String name = CliFiles.recordsName(file);
        String option =
                switch (sweep.kind()) {
                    case LAST -> "--last " + sweep.size();
                    case CLOSURE -> "--closure";
                    case SQUARE -> "--square " + sweep.size();
                    case OPEN -> "--open-square " + sweep.size();
                };
        String how = String.format(
                Locale.ROOT,
                "morpion improve %s %s --limit %s --threads %d, Java %d, %d cores",
                name,
                option,
                limitSeconds == Math.rint(limitSeconds)
                        ? (long) limitSeconds + "s"
                        : String.format(Locale.ROOT, "%.1fs", limitSeconds),
                cores,
                Runtime.version().feature(),
                Runtime.getRuntime().availableProcessors());
        ShippedLocalProof proof = new ShippedLocalProof(
                name,
                sweep.kind().code(),
                sweep.size(),
                (int) Math.ceil(limitSeconds),
                LocalDate.now(ZoneOffset.UTC),
                how,
                List.copyOf(results));
        CliFiles.appendLine(verdicts, proof.toJsonLine());
        out().println("verdicts appended to " + verdicts);
    }

    private String header(MsrRecord game, int neighbourhoods, int cores) {
        return String.format(
                Locale.ROOT,
                "%s: %s, %d moves; %s, at most %s each on %d thread%s",
                file,
                game.variant().code(),
                game.moveCount(),
                climb
                        ? "climbing from the last " + kind.last + " moves a rung at a time"
                        : neighbourhoods + " neighbourhood" + (neighbourhoods == 1 ? "" : "s"),
                Durations.format(limitSeconds),
                cores,
                cores == 1 ? "" : "s");
    }

    private List<Neighbourhood> neighbourhoods(Neighbourhoods neighbourhoods) {
        if (kind.last != null && kind.last < 1) {
            throw new UsageError("--last must free at least 1 move");
        }
        if (kind.square != null && (kind.square < 1 || kind.square > Sweep.MAX_SQUARE)) {
            throw new UsageError("--square must be 1 to " + Sweep.MAX_SQUARE + " points wide");
        }
        if (kind.openSquare != null && (kind.openSquare < 1 || kind.openSquare > Sweep.MAX_SQUARE)) {
            throw new UsageError("--open-square must be 1 to " + Sweep.MAX_SQUARE + " points wide");
        }
        return sweep().of(neighbourhoods);
    }

    private Sweep sweep() {
        return new Sweep(Sweep.Kind.of(kind.kind()), kind.size() == null ? 0 : kind.size());
    }

    /** Done of all, or of a climb's unknown number of rungs when all is 0. */
    private static String progress(int done, int all, Neighbourhood next, long start) {
        double elapsed = (System.nanoTime() - start) / 1e9;
        String eta =
                done == 0 || done == all || all == 0 ? "" : "  ETA " + Durations.format(elapsed / done * (all - done));
        String of = all == 0 ? " rungs" : "/" + all;
        String searching = next == null ? "" : "  searching " + next.name() + " (" + next.freed() + " freed)";
        return String.format(Locale.ROOT, "%d%s done  %s%s%s", done, of, Durations.format(elapsed), searching, eta);
    }

    private static String summary(int all, Map<Outcome, Integer> counts) {
        int longer = counts.getOrDefault(Outcome.LONGER, 0);
        int searched = counts.values().stream().mapToInt(Integer::intValue).sum();
        return String.format(
                Locale.ROOT,
                "%d of %d neighbourhood%s searched: %d proven, %d unknown, %s",
                searched,
                all,
                all == 1 ? "" : "s",
                counts.getOrDefault(Outcome.PROVEN, 0),
                counts.getOrDefault(Outcome.UNKNOWN, 0),
                longer == 0 ? "no longer game" : longer + " with a longer game");
    }
}
