package io.morpion.cli;

import io.morpion.api.ServerViews;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "submit",
        mixinStandardHelpOptions = true,
        description = {
            "Submits games to the server for verification and prints each verdict: stored, duplicate "
                    + "of an existing record, or illegal with its first bad move.",
            "Exits non-zero if any game is illegal or refused."
        },
        footer = {
            "",
            "Examples:",
            "  morpion submit mygame.msr",
            "  morpion submit --variant 5T games/*.psol",
            "  morpion submit --server https://morpion.example rosin178.png"
        })
class SubmitCommand extends ServerCommand {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "MSR, JSON, Pentasol, PNG or SVG files")
    List<Path> files;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of Pentasol files (5T or 5D)")
    Variant variant;

    @Option(names = "--as", paramLabel = "NAME", description = "who submits, as the record will show it")
    String submittedBy;

    @Override
    public Integer call() {
        boolean allAccepted = true;
        for (Path file : files) {
            String verdict;
            try {
                byte[] content = GameInput.content(file);
                Map<String, String> query = new LinkedHashMap<>();
                query.put("variant", variant == null ? null : variant.code());
                query.put("submittedBy", submittedBy);
                ServerClient.Answer answer = server.post("/api/records", query, content);
                if (answer.status() == 201 || answer.status() == 200) {
                    ServerViews.Record record =
                            answer.as(ServerViews.Submission.class).record();
                    String facts = record.variant() + ", " + record.score() + " moves";
                    verdict = (answer.status() == 201 ? "stored as record " : "duplicate of record ") + record.id()
                            + " (" + facts + ")";
                    String family = FamilyText.of(record, answer.status() == 201);
                    verdict += family == null ? "" : "; " + family;
                } else if (answer.status() == 422) {
                    // the server's sentence starts "illegal game: "; the verdict says it once
                    verdict = "ILLEGAL: " + ServerClient.message(answer).replaceFirst("^illegal game: ", "");
                    allAccepted = false;
                } else {
                    verdict = "REFUSED (" + answer.status() + "): " + ServerClient.message(answer);
                    allAccepted = false;
                }
            } catch (NoSuchFileException e) {
                verdict = "UNREADABLE: no such file";
                allAccepted = false;
            } catch (IOException e) {
                verdict = "UNREADABLE: " + e.getMessage();
                allAccepted = false;
            }
            out().println(file + ": " + verdict);
        }
        return allAccepted ? 0 : 1;
    }
}
