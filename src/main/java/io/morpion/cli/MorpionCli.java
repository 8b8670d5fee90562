package io.morpion.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The morpion command: local tools on game files. It never starts the service, so it answers at
 * once; run it through bin/morpion.
 */
@Command(name = "morpion", mixinStandardHelpOptions = true, version = "morpion 0.1.0",
        description = "Morpion Solitaire records: verify, show and convert game files.",
        subcommands = {VerifyCommand.class, ShowCommand.class, ConvertCommand.class, CommandLine.HelpCommand.class},
        footer = {"", "Examples:", "  morpion verify records/5T/*.json",
                "  morpion show game.msr --numbers",
                "  morpion convert game.psol --variant 5T --to png -o game.png"})
public class MorpionCli {

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code; errors are one line on stderr. */
    public static int run(String... args) {
        CommandLine cli = new CommandLine(new MorpionCli());
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("morpion: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return 2;
        });
        return cli.execute(args);
    }
}
