package io.morpion.cli;

import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.search.exact.CensusKept;
import io.morpion.search.termination.Durations;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * {@code morpion census --optimal V --merge DIR...}: the finished parts of one census, from any machines, made
 * into the census itself, the same files and the same games in the same order as one process would write. Every
 * part must be there once, and all of one census.
 */
final class OptimalCensusMerge {

    private OptimalCensusMerge() {}

    static int merge(Variant variant, List<Path> dirs, Path out, PrintWriter stdout) throws IOException {
        if (Files.exists(out.resolve(CensusFiles.SUMMARY))) {
            throw new UsageError("the census in " + out + " is finished (" + CensusFiles.SUMMARY
                    + "); name another directory with -o");
        }
        Map<Integer, Path> where = new TreeMap<>();
        List<CensusPart> parts = new ArrayList<>();
        for (Path dir : dirs) {
            CensusPart part = CensusPart.read(dir);
            if (!part.variant().equals(variant.code())) {
                throw new UsageError(
                        dir + " holds a part of a census of " + part.variant() + ", not of " + variant.code());
            }
            if (!parts.isEmpty() && !part.census().equals(parts.get(0).census())) {
                throw new UsageError(dir + " holds a part of another census (" + part.census() + ") than "
                        + where.values().iterator().next() + " (" + parts.get(0).census() + ")");
            }
            Path twice = where.putIfAbsent(part.number(), dir);
            if (twice != null) {
                throw new UsageError("two directories hold part " + part.number() + " of " + part.of() + ": " + twice
                        + " and " + dir);
            }
            parts.add(part);
        }
        int of = parts.get(0).of();
        List<String> missing = new ArrayList<>();
        for (int number = 1; number <= of; number++) {
            if (!where.containsKey(number)) {
                missing.add(Integer.toString(number));
            }
        }
        if (!missing.isEmpty()) {
            throw new UsageError("the census has " + of + " parts; missing: " + String.join(", ", missing));
        }
        List<MsrRecord> games =
                CensusKept.merged(parts.stream().map(CensusPart::games).toList());
        long positions = parts.stream().mapToLong(CensusPart::positions).sum();
        double seconds = parts.stream().mapToDouble(CensusPart::seconds).sum();
        String searched = String.format(
                Locale.ROOT,
                "%,d positions in %s of search in %d parts (threads: %s)",
                positions,
                Durations.format(seconds),
                of,
                parts.stream()
                        .sorted(Comparator.comparingInt(CensusPart::number))
                        .map(part -> Integer.toString(part.threads()))
                        .collect(Collectors.joining(", ")));
        Files.createDirectories(out);
        String summary = new CensusFiles(
                        variant,
                        parts.get(0).floor() + 1,
                        parts.get(0).method().replaceFirst(" part=\\d+/\\d+$", ""),
                        positions,
                        seconds,
                        searched,
                        "morpion census --optimal " + variant.code() + " --part N/" + of + " for N = 1.." + of
                                + ", then --merge")
                .write(out, games);
        stdout.print(summary);
        stdout.println("written to " + out);
        return 0;
    }
}
