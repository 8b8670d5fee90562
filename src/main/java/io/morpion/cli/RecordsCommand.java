package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import io.morpion.api.ServerViews;
import io.morpion.formats.GameFormat;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "records",
        mixinStandardHelpOptions = true,
        description = "Browse and download the server's records.",
        subcommands = {
            RecordsCommand.ListRecords.class,
            RecordsCommand.GetRecord.class,
            RecordsCommand.Download.class,
            ProveRecordCommand.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion records list --variant 5T --min-score 170",
            "  morpion records get 12",
            "  morpion records download 12 --to png -o rosin178.png",
            "  morpion records download --all corpus/"
        })
class RecordsCommand {

    @Command(
            name = "list",
            mixinStandardHelpOptions = true,
            description = {
                "Lists records, best first.",
                "By default it shows what the web's corpus page does: the community corpus and the verified "
                        + "submissions near the records (from nine tenths of each variant's best); --every-score and "
                        + "--origin show the rest."
            })
    static class ListRecords extends ServerCommand {
        private static final Table RECORDS =
                new Table("%6s  %-3s %5s  %-8s  %s", "id", "var", "score", "date", "author");

        @Option(
                names = "--variant",
                paramLabel = "V",
                completionCandidates = GameInput.Variants.class,
                description = "only this variant: ${COMPLETION-CANDIDATES}")
        Variant variant;

        @Option(names = "--author", paramLabel = "TEXT", description = "part of the author's name, any case")
        String author;

        @Option(names = "--min-score", paramLabel = "N", description = "only games of at least N moves")
        Integer minScore;

        @Option(names = "--max-score", paramLabel = "N", description = "only games of at most N moves")
        Integer maxScore;

        @Option(
                names = "--family-of",
                paramLabel = "ID",
                description = "only the games that place the same dots as record ID (its family)")
        String familyOf;

        @Option(names = "--sort", paramLabel = "KEY", description = "score, -score (default), date, -date, id")
        String sort;

        @Option(
                names = "--origin",
                paramLabel = "WHERE",
                defaultValue = "corpus,submission",
                description = "corpus (the "
                        + "record games), published (games people and their programs published), submission (verified "
                        + "submissions), solver (found by searches), several comma-separated (default: "
                        + "${DEFAULT-VALUE})")
        String origin;

        @Option(names = "--every-score", description = "also the submissions far below their variant's best")
        boolean everyScore;

        @Option(
                names = "--category",
                paramLabel = "NAME",
                description = "one search category's ladder, e.g. nrpa or perturbation (with --variant, one variant's)")
        String category;

        @Mixin
        Paging paging;

        @Override
        public Integer call() {
            Map<String, String> query = new LinkedHashMap<>();
            query.put("variant", variant == null ? null : variant.code());
            query.put("author", author);
            query.put("minScore", minScore == null ? null : minScore.toString());
            query.put("maxScore", maxScore == null ? null : maxScore.toString());
            query.put("familyOf", familyOf);
            query.put("sort", sort);
            query.put("origin", origin);
            query.put("category", category);
            query.put("near", everyScore ? null : "true");
            paging.addTo(query);
            ServerViews.Page listing =
                    ServerClient.ok(server.get("/api/records", query)).as(ServerViews.Page.class);
            RECORDS.printPage(out(), listing, ServerViews.Record.class, paging, "records", r -> new Object[] {
                r.id(), r.variant(), r.score(), r.setOn() == null ? "" : r.setOn(), r.author() == null ? "" : r.author()
            });
            return 0;
        }
    }

    @Command(
            name = "get",
            mixinStandardHelpOptions = true,
            description = "Shows one record with its provenance and verdict.")
    static class GetRecord extends OneItemCommand {
        @Override
        public Integer call() {
            JsonNode json =
                    ServerClient.ok(server.get("/api/records/" + id, Map.of())).json();
            ServerClient.printFields(
                    out(),
                    json,
                    12,
                    "id",
                    "variant",
                    "score",
                    "terminal",
                    "author",
                    "source",
                    "setOn",
                    "description",
                    "origin",
                    "submittedBy",
                    "submittedAt",
                    "verdict",
                    "category",
                    "runId",
                    "retracted");
            ServerViews.Record read = ServerViews.read(json, ServerViews.Record.class);
            if (read.optimal() != null) {
                out().printf("%-12s %s%n", "optimal", ViewText.optimal(read));
            }
            String family = FamilyText.of(read, false);
            if (family != null) {
                out().printf("%-12s %s%n", "family", family);
            }
            for (ServerViews.Sweep sweep :
                    read.localProofs() == null ? List.<ServerViews.Sweep>of() : read.localProofs()) {
                out().printf("%-12s %s%n", "local proof", sweep.statement());
                if (sweep.alert() != null) {
                    out().printf(
                                    "%-12s %s (longer games: record %s)%n",
                                    "",
                                    ViewText.announcement(sweep.alert()),
                                    sweep.longerRecords().stream()
                                            .map(String::valueOf)
                                            .collect(Collectors.joining(", ")));
                }
            }
            return 0;
        }
    }

    @Command(
            name = "download",
            mixinStandardHelpOptions = true,
            description = {
                "Downloads a record as msr, json, pentasol, svg or png (png needs -o).",
                "With --all DIR, the whole corpus instead: every record as MSR JSON under its variant's folder, "
                        + "and index.csv."
            })
    static class Download extends ServerCommand {
        @Parameters(paramLabel = "ID", arity = "0..1", description = "the record's id")
        String id;

        @Option(names = "--all", paramLabel = "DIR", description = "fetch the whole corpus into DIR")
        Path all;

        @Option(names = "--to", paramLabel = "FORMAT", defaultValue = "msr")
        String to;

        @Option(
                names = {"-o", "--output"},
                paramLabel = "OUT")
        Path output;

        @Option(names = "--numbers", description = "number the moves in pictures")
        boolean numbers;

        @Option(
                names = "--size",
                paramLabel = "PIXELS",
                description = "the width of a picture (svg or png); the server says which widths it draws")
        Integer size;

        @Override
        public Integer call() throws IOException {
            if ((id == null) == (all == null)) {
                throw new UsageError("name one record's ID, or --all DIR for the whole corpus");
            }
            if (all != null) {
                int files = CorpusZip.unpack(
                        ServerClient.ok(server.get("/records/corpus.zip", Map.of()))
                                .body(),
                        all);
                out().println(files + " files in " + all + " (every record as MSR JSON, and index.csv)");
                return 0;
            }
            GameFormat format = CliFiles.format(to, output);
            Map<String, String> query = new LinkedHashMap<>();
            if (numbers) {
                query.put("numbers", "true");
            }
            if (size != null) {
                query.put("size", size.toString());
            }
            CliFiles.write(
                    output,
                    ServerClient.ok(server.get("/records/" + id + "." + format.extension(), query))
                            .body(),
                    out());
            return 0;
        }
    }
}
