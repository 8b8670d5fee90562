package io.morpion.cli;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * A progress line that suits a terminal and a log file alike. On a terminal it redraws one line
 * in place, cut to the terminal's width so that it never wraps; written to a file or a pipe it
 * prints a plain line every so often instead of a carriage-return frame several times a second.
 * Events (a new best) get a line of their own either way.
 */
final class LiveLine {

    /** How often a log file gets a progress line. */
    static final long PLAIN_EVERY_NANOS = TimeUnit.SECONDS.toNanos(10);

    private final PrintWriter out;
    private final boolean terminal;
    private final int width;
    private long nextPlain;
    private String last;
    private boolean lastPrinted = true;
    private boolean frameShown;

    LiveLine(PrintWriter out, boolean terminal, int width) {
        this.out = out;
        this.terminal = terminal;
        this.width = Math.max(20, width);
        this.nextPlain = System.nanoTime() + PLAIN_EVERY_NANOS;
    }

    /** The live line on a command's error stream, redrawn in place when standard error is a terminal. */
    static LiveLine on(PrintWriter err) {
        boolean terminal = standardErrorIsTerminal();
        return new LiveLine(err, terminal, terminal ? terminalWidth() : Integer.MAX_VALUE);
    }

    /** Whether the line is redrawn in place on a terminal, rather than printed to a file now and then. */
    boolean terminal() {
        return terminal;
    }

    /** The current state: redrawn in place on a terminal, printed now and then to a file. */
    void show(String text) {
        last = text;
        lastPrinted = false;
        if (terminal) {
            String fitted = text.length() < width ? text : text.substring(0, width - 2) + "…";
            // pad over what a longer frame left behind, within the width
            out.print("\r" + fitted + " ".repeat(Math.max(0, width - 1 - fitted.length())));
            out.flush();
            frameShown = true;
        } else if (System.nanoTime() >= nextPlain) {
            printPlain();
        }
    }

    /** A line of its own, such as a new best, which a log must keep and a terminal must not overwrite. */
    void event(String text) {
        clear();
        out.println(text);
        out.flush();
        if (terminal && last != null) {
            show(last);
        }
    }

    /** Takes the live frame off the terminal, so that a line printed to another stream starts clean. */
    void clear() {
        if (frameShown) {
            out.print("\r" + " ".repeat(width - 1) + "\r");
            out.flush();
            frameShown = false;
        }
    }

    /** Ends the live line: a terminal keeps its last frame, a log gets the final state if it has not seen it. */
    void end() {
        if (frameShown) {
            out.println();
            frameShown = false;
        } else if (!terminal && last != null && !lastPrinted) {
            printPlain();
        }
        out.flush();
    }

    private void printPlain() {
        out.println(last);
        out.flush();
        lastPrinted = true;
        nextPlain = System.nanoTime() + PLAIN_EVERY_NANOS;
    }

    /**
     * Whether standard error is a terminal. Java 17 can only say whether standard input and output
     * are ({@link System#console()}), so on Linux this asks what file descriptor 2 is.
     */
    static boolean standardErrorIsTerminal() {
        Path descriptor = Path.of("/proc/self/fd/2");
        try {
            String target = Files.readSymbolicLink(descriptor).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }

    /** The terminal's width: $COLUMNS when it is set, else what stty says of the terminal, else 80. */
    static int terminalWidth() {
        String columns = System.getenv("COLUMNS");
        if (columns != null && columns.matches("\\d{1,4}") && Integer.parseInt(columns) > 0) {
            return Integer.parseInt(columns);
        }
        try {
            Process stty = new ProcessBuilder("stty", "size")
                    .redirectInput(new File("/dev/tty"))
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            String answer = new String(stty.getInputStream().readNBytes(64), StandardCharsets.US_ASCII).trim();
            if (stty.waitFor(2, TimeUnit.SECONDS) && answer.matches("\\d+ \\d+")) {
                int width = Integer.parseInt(answer.split(" ")[1]);
                return width > 0 ? width : 80;
            }
        } catch (IOException e) {
            // no stty or no terminal to ask: the common width
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return 80;
    }
}
