package io.morpion.cli;

import io.morpion.corpus.CorpusImporter;
import io.morpion.corpus.OptimalGames;
import io.morpion.corpus.PublishedIndex;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.Provenance;
import io.morpion.search.termination.Durations;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * What a finished census of optimal games leaves in its directory, whether one process ran it or its parts
 * were merged: every game as MSR, INDEX.tsv, games.jsonl (all of them, one a line) and CENSUS.txt.
 *
 * @param searched how the search went, in words ("62,376,807 positions in 0:34 on 2 threads")
 * @param repeat   the command that repeats it
 */
record CensusFiles(
        Variant variant, int optimum, String method, long positions, double seconds, String searched, String repeat) {

    /** Every optimal game, one MSR JSON a line: the census in one file. */
    static final String ALL_GAMES = OptimalGames.ALL_IN_ONE_FILE;
    /** What the census did and how to repeat it. */
    static final String SUMMARY = "CENSUS.txt";

    /** Writes the games and what the census found; returns the summary, which the command prints. */
    String write(Path dir, List<MsrRecord> kept) throws IOException {
        if (kept.stream().anyMatch(g -> g.moveCount() != optimum)) {
            throw new IllegalStateException("the census kept a game that is not of " + variant.code()
                    + "'s proven optimum, " + optimum + ": check it before anything else");
        }
        String date = LocalDate.now(ZoneOffset.UTC).toString();
        String how = "census by exhaustive search, " + date + ": " + searched;
        List<PublishedIndex.Row> rows = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        for (int i = 0; i < kept.size(); i++) {
            String name = String.format(Locale.ROOT, "optimal-%s-%d-%03d", variant.code(), optimum, i + 1);
            MsrRecord game = Provenance.stamp(kept.get(i), method, 0, positions, seconds)
                    .description(String.format(
                            Locale.ROOT,
                            "One of the %d optimal %s games of %d moves, distinct up to the eight symmetries: %s.",
                            kept.size(),
                            variant.code(),
                            optimum,
                            how))
                    .author(CorpusImporter.TRANSCRIBED_BY)
                    .tags(List.of("optimal", "census", "date:" + date.substring(0, 7)))
                    .build();
            CliFiles.write(dir.resolve(name + ".json"), Msr.toJson(game).getBytes(StandardCharsets.UTF_8));
            all.append(OptimalGames.line(game)).append('\n');
            rows.add(new PublishedIndex.Row(
                    name,
                    variant,
                    optimum,
                    CorpusImporter.TRANSCRIBED_BY,
                    date.substring(0, 7),
                    how,
                    null,
                    GameIdentity.of(game),
                    Long.toHexString(DotKey.of(game))));
        }
        CliFiles.write(
                dir.resolve(PublishedIndex.FILE), PublishedIndex.format(rows).getBytes(StandardCharsets.UTF_8));
        CliFiles.write(dir.resolve(ALL_GAMES), all.toString().getBytes(StandardCharsets.UTF_8));
        String summary = String.format(
                Locale.ROOT,
                "%d optimal %s games of %d moves, distinct up to the eight symmetries of the cross.%n"
                        + "Method: %s (%s).%n"
                        + "Repeat: %s%n",
                kept.size(),
                variant.code(),
                optimum,
                how,
                method,
                repeat);
        CliFiles.write(dir.resolve(SUMMARY), summary.getBytes(StandardCharsets.UTF_8));
        return summary;
    }

    /** "63,216,776 positions in 0:35 on 2 threads". */
    static String searched(long positions, double seconds, int threads) {
        return String.format(
                Locale.ROOT,
                "%,d positions in %s on %d thread%s",
                positions,
                Durations.format(seconds),
                threads,
                threads == 1 ? "" : "s");
    }
}
