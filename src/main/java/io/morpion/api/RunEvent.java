package io.morpion.api;

import java.util.Locale;
import java.util.Optional;

/**
 * The events of a run's live stream ({@code GET /api/runs/ID/events}), named once for the server
 * that sends them and the CLI that reads them; the web UI's {@code run.js} listens for the same
 * names (RunEventNamesTest).
 */
public enum RunEvent {
    /** How the run is doing: the fields of its progress, about once a second. */
    PROGRESS,
    /** A new best: its score and game. */
    BEST,
    /** A best that reaches or beats the variant's world record or proven optimum. */
    ALERT,
    /** The run stopped: its final status; the stream closes after it. */
    END;

    /** The name the stream gives the event. */
    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The event of a name the stream gave; empty for one this build does not know. */
    public static Optional<RunEvent> ofWireName(String name) {
        for (RunEvent event : values()) {
            if (event.wireName().equals(name)) {
                return Optional.of(event);
            }
        }
        return Optional.empty();
    }
}
