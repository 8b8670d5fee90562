package io.morpion.cli;

import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.Improvement;
import io.morpion.search.local.proofs.Improvement.Plan;
import io.morpion.search.local.proofs.Improvement.Step;
import io.morpion.search.local.proofs.LocalProof;
import io.morpion.search.local.proofs.LocalProof.Outcome;
import io.morpion.search.termination.Durations;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;

/**
 * {@code morpion improve GAME} with no neighbourhood named: the longest game its cheapest neighbourhoods reach within
 * {@code --time}. It says what the plan of each game costs before searching it, then a line per neighbourhood.
 */
final class ImproveWithin implements Improvement.Listener {

    /** A neighbourhood proven faster than this gets no line of its own. */
    static final double QUIET_BELOW_SECONDS = 0.5;

    private final PrintWriter out;
    private final LiveLine live;
    private final ImproveLines lines;
    private final long start = System.nanoTime();
    private int searched;
    /** Whether Ctrl-C ended the search: an unknown then says so rather than blame the limit. */
    private Interrupt interrupt;

    ImproveWithin(PrintWriter out, LiveLine live, ImproveLines lines) {
        this.out = out;
        this.live = live;
        this.lines = lines;
    }

    /** Runs the improvement and prints its summary; the exit code. */
    int run(MsrRecord game, double seconds, int threads, Interrupt interrupt) {
        this.interrupt = interrupt;
        out.printf(
                Locale.ROOT,
                "%s: %s, %d moves; its cheapest neighbourhoods first, for %s on %d thread%s%n",
                lines.file(),
                game.variant().code(),
                game.moveCount(),
                Durations.format(seconds),
                threads,
                threads == 1 ? "" : "s");
        out.flush();
        Improvement improvement = new Improvement(threads, 1, interrupt::raised, this);
        Improvement.Result result = improvement.improve(game, Duration.ofMillis((long) (seconds * 1000)));
        live.end();
        String elapsed = Durations.format((System.nanoTime() - start) / 1e9);
        out.printf(
                Locale.ROOT,
                "%s%d neighbourhoods searched in %s: %d proven, %d unknown, %d with a longer game; %d not begun%n",
                interrupt.raised() ? "interrupted: " : "",
                result.proven() + result.unknown() + result.longer(),
                elapsed,
                result.proven(),
                result.unknown(),
                result.longer(),
                result.notBegun());
        out.println(
                result.longer() == 0
                        ? "no longer game found near the " + game.moveCount() + " moves"
                        : "from " + game.moveCount() + " to " + result.best().moveCount()
                                + " moves: the longest game is " + lines.lastWritten());
        out.flush();
        return 0;
    }

    @Override
    public void planned(Plan plan) {
        live.clear();
        out.printf(
                Locale.ROOT,
                "plan for the %d-move game: %d neighbourhoods priced in %.1f s, about %s of search in all at %s "
                        + "positions/s; the cheapest %d fit in the time left (about %s)%n",
                plan.game().moveCount(),
                plan.steps().size(),
                plan.pricingSeconds(),
                Durations.format(plan.allSeconds()),
                compact(plan.positionsPerSecond()),
                plan.fitting(),
                Durations.format(plan.fittingSeconds()));
        out.flush();
    }

    @Override
    public void searching(Step step, Duration share) {
        live.show(String.format(
                Locale.ROOT,
                "%d searched  %s  searching %s (%d freed, about %s positions, at most %s)",
                searched,
                Durations.format((System.nanoTime() - start) / 1e9),
                step.neighbourhood().name(),
                step.neighbourhood().freed(),
                compact(step.positions()),
                Durations.format(share.toMillis() / 1000.0)));
    }

    @Override
    public void searched(Step step, LocalProof.Verdict verdict) {
        searched++;
        // an ordinary game has a hundred or more neighbourhoods proven in a blink: the summary counts them
        if (verdict.outcome() != Outcome.PROVEN || verdict.seconds() >= QUIET_BELOW_SECONDS) {
            live.clear();
            out.println(lines.line(step.neighbourhood(), verdict, interrupt != null && interrupt.raised()));
            out.flush();
        }
    }

    /** 3.2k, 41M, 1.7G: a figure of any size in a few characters. */
    static String compact(double value) {
        String[] units = {"", "k", "M", "G", "T", "P"};
        int unit = 0;
        while (value >= 999.5 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return String.format(Locale.ROOT, value < 9.95 && unit > 0 ? "%.1f%s" : "%.0f%s", value, units[unit]);
    }
}
