package io.morpion.cli;

import io.morpion.msr.IllegalMove;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrException;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.msr.Verdict;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Replays each game and prints one verdict line per file: its score and whether it is "
                    + "terminal, or its first illegal move and why.",
            "Exits 0 only when every game is legal, so scripts can rely on it."
        },
        footer = {
            "",
            "Examples:",
            "  morpion verify records/5T/rosin178.json",
            "  morpion verify --variant 5T games/*.psol"
        })
class VerifyCommand extends CliCommand {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "game files: MSR, JSON, Pentasol, PNG or SVG")
    List<Path> files;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of Pentasol files (5T or 5D)")
    Variant variant;

    @Override
    public Integer call() {
        boolean allLegal = true;
        for (Path file : files) {
            String verdict;
            try {
                MsrRecord game = GameInput.read(file, variant);
                Verdict v = Msr.validate(game);
                if (v.legal()) {
                    verdict = "legal, " + game.variant() + ", " + v.facts().score() + " moves, "
                            + (v.facts().terminal()
                                    ? "terminal"
                                    : v.facts().availableMoves() + " moves still available");
                } else {
                    IllegalMove bad = v.violation();
                    verdict = "ILLEGAL: " + bad.message();
                    allLegal = false;
                }
            } catch (MsrException | IllegalArgumentException e) {
                verdict = "UNREADABLE: " + e.getMessage();
                allLegal = false;
            }
            out().println(file + ": " + verdict);
        }
        return allLegal ? 0 : 1;
    }
}
