package io.morpion.race;

import io.morpion.msr.MsrRecord;
import io.morpion.search.local.proofs.ModelProof;
import io.morpion.search.local.proofs.Neighbourhoods;
import io.morpion.search.termination.Durations;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.function.BiFunction;

/**
 * How far back each exact method proves a game's end within a limit: the last k moves are freed for k = 1, 2,
 * … and each method searches the kept position's longest game, one thread, until the limit comes first. The
 * largest k finished is the method's frontier on that game. Near the frontier a step costs several times the
 * one before (3–7 times on Rosin's 82), so the whole ladder costs little more than its last two steps.
 */
public final class Frontier {

    /** One method's frontier: the largest k proven within the limit, the seconds that proof took, its longest game. */
    private record Reach(int freed, double seconds, int longest) {}

    private Frontier() {}

    /** Both methods' frontiers on the game, printing a line per step. */
    public static void run(MsrRecord game, Duration limit, PrintWriter out) {
        for (Method method : Method.values()) {
            Reach reach = climb(game, limit, method, out);
            out.printf(
                    Locale.ROOT,
                    "%s: the last %d moves proven within %s (%.1f s; longest %d, the game has %d)%n",
                    method.words,
                    reach.freed(),
                    Durations.format(limit.toMillis() / 1000.0),
                    reach.seconds(),
                    reach.longest(),
                    game.moveCount());
            out.flush();
        }
    }

    private enum Method {
        EXHAUSTIVE("the exhaustive search", Agreement::exhaustiveLongest),
        MODEL("the constraint model", (position, limit) -> ModelProof.longest(position, limit, 1));

        final String words;
        final BiFunction<MsrRecord, Duration, OptionalInt> longest;

        Method(String words, BiFunction<MsrRecord, Duration, OptionalInt> longest) {
            this.words = words;
            this.longest = longest;
        }
    }

    private static Reach climb(MsrRecord game, Duration limit, Method method, PrintWriter out) {
        Neighbourhoods neighbourhoods = new Neighbourhoods(game);
        Reach reached = new Reach(0, 0, game.moveCount());
        for (int k = 1; k <= game.moveCount(); k++) {
            long start = System.nanoTime();
            OptionalInt longest =
                    method.longest.apply(neighbourhoods.lastMoves(k).kept(), limit);
            double seconds = (System.nanoTime() - start) / 1e9;
            if (longest.isEmpty()) {
                out.printf(Locale.ROOT, "%s, last %d: unknown at %.1f s%n", method.words, k, seconds);
                break;
            }
            out.printf(Locale.ROOT, "%s, last %d: longest %d, %.1f s%n", method.words, k, longest.getAsInt(), seconds);
            out.flush();
            reached = new Reach(k, seconds, longest.getAsInt());
        }
        return reached;
    }
}
