package io.morpion.cli;

import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A command of the CLI. It writes through picocli's streams, never System.out and System.err
 * directly, so that a test can run it in-process and read what it said; the outcome goes to
 * {@link #out()}, progress and warnings to {@link #err()}.
 */
abstract class CliCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    PrintWriter out() {
        return spec.commandLine().getOut();
    }

    PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
