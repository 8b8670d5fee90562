package io.morpion.cli;

import io.morpion.api.CensusRequest;
import io.morpion.api.CensusView;
import io.morpion.api.ServerViews;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.termination.Durations;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * {@code morpion census --optimal V --cluster}: the census as background work of a server's nodes. It follows the
 * variant's census under way there, or starts one (an admin's token), and prints its parts done, running and
 * waiting and the time left until it finishes; with -o it then writes the same files a census on this machine does.
 */
final class OptimalCensusCluster {

    /** How often the live line on a terminal is redrawn; a log gets a line every --every. */
    private static final Duration REDRAW = Duration.ofSeconds(2);

    private final ServerClient server;
    private final Variant variant;
    private final PrintWriter out;
    private final PrintWriter err;

    OptimalCensusCluster(ServerClient server, Variant variant, PrintWriter out, PrintWriter err) {
        this.server = server;
        this.variant = variant;
        this.out = out;
        this.err = err;
    }

    /** Starts or finds the census, then follows it unless {@code detach}; returns the exit code. */
    int run(Integer parts, boolean again, boolean detach, Duration every, Path dir)
            throws IOException, InterruptedException {
        // the newest census of the variant is followed while it runs, and shown once it has finished (a census
        // takes hours: it is repeated only when asked); a cancelled one is not taken up
        CensusView census = newest().filter(c ->
                        c.status().equals("running") || (!again && c.status().equals("finished")))
                .orElse(null);
        if (census == null) {
            census = start(parts);
            out.printf(
                    Locale.ROOT,
                    "started census %d of %s's optimal games in %d parts on %s%n",
                    census.id(),
                    variant.code(),
                    census.parts(),
                    server.base());
        } else {
            if (parts != null && parts != census.parts()) {
                throw new UsageError("census " + census.id() + " of " + variant.code() + " is under way on "
                        + server.base() + " in " + census.parts() + " parts; --parts goes with a new census only");
            }
            out.printf(
                    Locale.ROOT,
                    "%s census %d of %s's optimal games on %s%n",
                    census.status().equals("running") ? "following" : "the finished",
                    census.id(),
                    variant.code(),
                    server.base());
        }
        if (detach) {
            out.println(progress(census));
            if (census.status().equals("running")) {
                out.printf(Locale.ROOT, "follow it with: morpion census --optimal %s --cluster%n", variant.code());
            } else {
                out.printf(Locale.ROOT, "all of its games in one file: %s%s%n", server.base(), census.download());
            }
            return 0;
        }
        return follow(census.id(), every, dir);
    }

    /** The variant's newest census on the server, or, when one is under way, that one. */
    private Optional<CensusView> newest() {
        ServerViews.Page page = ServerClient.ok(server.get("/api/censuses", Map.of("size", "100")))
                .as(ServerViews.Page.class);
        List<CensusView> ofVariant = page.items(CensusView.class).stream()
                .filter(c -> c.variant().equals(variant.code()))
                .toList();
        return ofVariant.stream()
                .filter(c -> c.status().equals("running"))
                .findFirst()
                .or(() -> ofVariant.stream().findFirst());
    }

    private CensusView start(Integer parts) {
        ServerClient.Answer answer = server.postJson("/api/censuses", new CensusRequest(variant.code(), parts));
        if (answer.status() == 401 || answer.status() == 403) {
            throw new UsageError("no census of " + variant.code() + " is under way on " + server.base()
                    + ", and starting one takes an admin's token (--token or MORPION_TOKEN)");
        }
        if (answer.status() == 400) {
            throw new UsageError(ServerClient.message(answer).replace("parts", "--parts"));
        }
        return ServerClient.ok(answer).as(CensusView.class);
    }

    private int follow(long id, Duration every, Path dir) throws IOException, InterruptedException {
        LiveLine live = LiveLine.on(err);
        CensusView census;
        try (Interrupt interrupt = Interrupt.watch()) {
            long lastPrinted = 0;
            while (true) {
                census = ServerClient.ok(server.get("/api/censuses/" + id, Map.of()))
                        .as(CensusView.class);
                if (!census.status().equals("running")) {
                    break;
                }
                long now = System.nanoTime();
                if (live.terminal() || now - lastPrinted >= every.toNanos()) {
                    live.show(progress(census));
                    lastPrinted = now;
                }
                if (interrupt.await(live.terminal() ? REDRAW : every)) {
                    live.end();
                    out.printf(
                            Locale.ROOT,
                            "stopped following; census %d goes on on %s: morpion census --optimal %s --cluster%n",
                            id,
                            server.base(),
                            variant.code());
                    return 130;
                }
            }
        }
        live.end();
        if (census.status().equals("cancelled")) {
            out.println(progress(census) + "; it was cancelled");
            return 1;
        }
        return finished(census, dir);
    }

    private int finished(CensusView census, Path dir) throws IOException {
        String searched = String.format(
                Locale.ROOT,
                "%,d positions in %s of search in %d parts on the nodes of %s",
                census.positions(),
                Durations.format(census.searchSeconds()),
                census.parts(),
                server.base());
        if (dir == null) {
            out.printf(
                    Locale.ROOT,
                    "%d optimal %s games of %d moves, distinct up to the eight symmetries of the cross.%n"
                            + "Method: census by exhaustive search: %s (%s).%n"
                            + "All of them in one file: %s%s%n",
                    census.kept(),
                    census.variant(),
                    census.optimum(),
                    searched,
                    census.method(),
                    server.base(),
                    census.download());
            return 0;
        }
        String lines = new String(
                ServerClient.ok(server.get(census.download(), Map.of())).body(), StandardCharsets.UTF_8);
        List<MsrRecord> games =
                lines.lines().filter(l -> !l.isBlank()).map(Msr::decode).toList();
        String summary = new CensusFiles(
                        variant,
                        census.optimum(),
                        census.method(),
                        census.positions(),
                        census.searchSeconds(),
                        searched,
                        "morpion census --optimal " + variant.code() + " --cluster --parts " + census.parts()
                                + " -o DIR")
                .write(dir, games);
        out.print(summary);
        out.println("written to " + dir);
        return 0;
    }

    /** "census 3, 4T: parts 5 done, 2 running, 9 waiting; 12 games kept; 1,234 positions; about 1:02:00 left". */
    static String progress(CensusView census) {
        return String.format(
                Locale.ROOT,
                "census %d, %s: parts %d done, %d running, %d waiting of %d; %,d games kept; %,d positions in %s of"
                        + " search%s",
                census.id(),
                census.variant(),
                census.partsDone(),
                census.partsRunning(),
                census.partsWaiting(),
                census.parts(),
                census.kept(),
                census.positions(),
                Durations.format(census.searchSeconds()),
                census.etaSeconds() == null || !census.status().equals("running")
                        ? ""
                        : "; about " + Durations.format(census.etaSeconds()) + " left");
    }
}
