package io.morpion.cli;

import io.morpion.msr.Variant;
import io.morpion.search.Algorithm;
import io.morpion.search.spec.Algorithms;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The morpion command: local tools on game files. It never starts the service, so it answers at
 * once; run it through bin/morpion.
 */
@Command(
        name = "morpion",
        mixinStandardHelpOptions = true,
        version = "morpion 0.1.0",
        description = {
            "Morpion Solitaire: verify, show and convert game files; search for records; benchmark the solvers.",
            "With a server (--server or MORPION_SERVER): browse and submit records, queue and follow search runs."
        },
        subcommands = {
            VerifyCommand.class,
            ShowCommand.class,
            ConvertCommand.class,
            SearchCommand.class,
            ImproveCommand.class,
            PotentialCommand.class,
            RecordsCommand.class,
            SubmitCommand.class,
            RunsCommand.class,
            CampaignsCommand.class,
            WebhookCommand.class,
            WorkCommand.class,
            HistoryCommand.class,
            AdminCommand.class,
            CountCommand.class,
            CensusCommand.class,
            BoxCommand.class,
            ProofsCommand.class,
            AlgorithmsCommand.class,
            BenchCommand.class,
            CommandLine.HelpCommand.class
        },
        footer = {
            "",
            "Examples:",
            "  morpion verify records/5T/*.json",
            "  morpion show game.msr --numbers",
            "  morpion convert game.psol --variant 5T --to png -o game.png",
            "  morpion search --variant 5T --algo nrpa --level 3 --time 10m -o best.msr"
        },
        exitCodeListHeading = "%nExit codes (every command):%n",
        exitCodeList = {
            "0:success",
            "1:a failure at run time: an unreachable server, a refused request, an illegal game in verify, "
                    + "a file that cannot be read, a search that could not start",
            "2:a usage error: an unknown option, a missing, contradictory or bad value"
        })
public class MorpionCli {

    static {
        // help texts say the algorithms and their defaults as the registry declares them (picocli reads ${...} here)
        System.setProperty("morpion.algorithms", Algorithms.names());
        System.setProperty("morpion.parameters", Algorithms.parameterLine());
        System.setProperty("morpion.default.algorithm", Algorithms.DEFAULT.name());
        System.setProperty("morpion.default.because", Algorithms.DEFAULT_BECAUSE);
        System.setProperty("morpion.default.campaign", Algorithms.CAMPAIGN_DEFAULT.name());
        System.setProperty("morpion.default.campaign.because", Algorithms.CAMPAIGN_DEFAULT_BECAUSE);
        for (Algorithm algorithm : Algorithms.ALL) {
            algorithm
                    .parameters()
                    .forEach(p -> System.setProperty(
                            "morpion.default." + algorithm.name() + "." + p.name(), p.defaultValue()));
        }
    }

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs the command line and returns the exit code; errors are one line on stderr. */
    public static int run(String... args) {
        return run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /**
     * Runs the command line writing to these streams: the outcome to {@code out}, progress and errors to {@code err}.
     */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = new CommandLine(new MorpionCli())
                .setOut(out)
                .setErr(err)
                .registerConverter(Variant.class, GameInput::variant);
        cli.setParameterExceptionHandler((e, arguments) -> {
            CommandLine commandLine = e.getCommandLine();
            commandLine
                    .getErr()
                    .println("morpion: " + e.getMessage() + " (see '"
                            + commandLine.getCommandSpec().qualifiedName() + " --help')");
            return CommandLine.ExitCode.USAGE;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("morpion: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
            return e instanceof UsageError ? CommandLine.ExitCode.USAGE : CommandLine.ExitCode.SOFTWARE;
        });
        return cli.execute(args);
    }
}
