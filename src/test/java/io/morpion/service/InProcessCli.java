package io.morpion.service;

import io.morpion.cli.MorpionCli;
import io.restassured.RestAssured;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;

/** The morpion command run inside the test's JVM against the service under test. */
public final class InProcessCli {

    private InProcessCli() {}

    /** What a command printed, and its exit code. */
    public record Run(int exit, String out, String err) {}

    /** The command with --server of the service under test added. */
    public static Run morpion(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--server=http://localhost:" + RestAssured.port);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = MorpionCli.run(new PrintWriter(out, true), new PrintWriter(err, true), all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }

    /** The same as the test's admin. */
    public static Run asAdmin(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add("--token=" + EmbeddedPostgresTestResource.ADMIN_TOKEN);
        return morpion(all.toArray(String[]::new));
    }
}
