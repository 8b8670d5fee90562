package io.morpion.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** Every command's help examples fit an 80-column terminal whole, so that none is wrapped mid-command. */
class HelpExamplesTest {

    private static void collect(CommandLine command, List<String> tooLong, int[] examples) {
        for (String line : command.getCommandSpec().usageMessage().footer()) {
            if (line.startsWith("  morpion ")) {
                examples[0]++;
                if (line.length() > 80) {
                    tooLong.add(command.getCommandName() + ": " + line + " (" + line.length() + ")");
                }
            }
        }
        command.getSubcommands().values().forEach(sub -> collect(sub, tooLong, examples));
    }

    @Test
    void noExampleIsWiderThanEightyColumns() {
        List<String> tooLong = new ArrayList<>();
        int[] examples = {0};
        collect(new CommandLine(new MorpionCli()), tooLong, examples);
        assertTrue(examples[0] > 20, "the examples were found: " + examples[0]);
        assertEquals(List.of(), tooLong);
    }
}
