package io.morpion.cli;

import io.morpion.engine.GameIdentity;
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
            "Exits 0 only when every game is legal, so scripts can rely on it.",
            "With --identity each legal game's line ends with its identity: the same for two files that hold the "
                    + "same game, whatever the order of its moves and whichever of the eight symmetries it is drawn in."
        },
        footer = {
            "",
            "Examples:",
            "  morpion verify records/5T/rosin178.json",
            "  morpion verify --variant 5T games/*.psol",
            "  # how many different games a folder holds:",
            "  morpion verify --identity *.json | sed -n 's/.*identity //p' | sort -u | wc -l"
        })
class VerifyCommand extends CliCommand {

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "game files: MSR, JSON, Pentasol, PNG or SVG")
    List<Path> files;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of Pentasol files (5T or 5D)")
    Variant variant;

    @Option(names = "--identity", description = "end each legal game's line with its identity (lines up to symmetry)")
    boolean identity;

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
                                    : v.facts().availableMoves() + " moves still available")
                            + (identity ? ", identity " + GameIdentity.of(game) : "");
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
