package io.morpion.cli;

import io.morpion.formats.GameFiles;
import io.morpion.formats.GameFormat;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
        name = "convert",
        mixinStandardHelpOptions = true,
        description = {
            "Converts a game between formats: msr (compact MS1), json, pentasol (5T/5D), svg and png.",
            "It reads every format, including a PNG or SVG with an embedded record. Text goes to stdout "
                    + "unless -o is given; png needs -o."
        },
        footer = {
            "",
            "Examples:",
            "  morpion convert game.psol --variant 5T --to msr -o game.msr",
            "  morpion convert records/5T/rosin178.json --to png --numbers -o rosin178.png",
            "  morpion convert rosin178.png --to json"
        })
class ConvertCommand extends CliCommand {

    @Parameters(paramLabel = "FILE", description = "the game file to convert")
    Path file;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "msr, json, pentasol, svg or png")
    String to;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "OUT",
            description = "where to write; stdout if absent")
    Path output;

    @Option(names = "--variant", paramLabel = "V", description = "the variant of a Pentasol input (5T or 5D)")
    Variant variant;

    @Option(names = "--numbers", description = "number the moves in svg and png pictures")
    boolean numbers;

    @Override
    public Integer call() throws IOException {
        GameFormat format = CliFiles.format(to, output);
        MsrRecord game = GameInput.read(file, variant);
        CliFiles.write(output, GameFiles.write(game, format, numbers), out());
        return 0;
    }
}
