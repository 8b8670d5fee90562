package io.morpion.service.common;

import java.util.Locale;

/** A command that the state of a run or a campaign does not allow, with the reason in the caller's words. */
public final class NotNow extends Exception {

    private final String status;
    private final String command;

    public NotNow(String status, Enum<?> command, String reason) {
        super(reason, null, false, false);
        this.status = status;
        this.command = command.name().toLowerCase(Locale.ROOT);
    }

    /** The state that refused, as a word: "completed", or "stopping" while a stop is pending. */
    public String status() {
        return status;
    }

    /** The command refused, as a word: "pause". */
    public String command() {
        return command;
    }
}
