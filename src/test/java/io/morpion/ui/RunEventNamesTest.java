package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.morpion.ProjectPaths;
import io.morpion.api.RunEvent;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The run page listens for the events the server sends, by the names RunEvent gives them: the
 * server and the CLI share the enum, and the page, in JavaScript, is held to it here.
 */
class RunEventNamesTest {

    /** EventSource's own events, which no server sends by name. */
    private static final Set<String> SOURCE_EVENTS = Set.of("open", "error", "message");

    @Test
    void theRunPageListensForEveryRunEventAndNoOther() throws IOException {
        String page = Files.readString(ProjectPaths.root().resolve("frontend/js/run.js"));
        Matcher listened =
                Pattern.compile("events\\.addEventListener\\('(\\w+)'").matcher(page);
        Set<String> names = new TreeSet<>();
        while (listened.find()) {
            names.add(listened.group(1));
        }
        names.removeAll(SOURCE_EVENTS);
        Set<String> sent =
                Arrays.stream(RunEvent.values()).map(RunEvent::wireName).collect(Collectors.toCollection(TreeSet::new));
        assertEquals(sent, names);
    }

    @Test
    void aNameTheStreamGivesReadsBackAsItsEventAndAnUnknownOneAsNone() {
        for (RunEvent event : RunEvent.values()) {
            assertEquals(event, RunEvent.ofWireName(event.wireName()).orElseThrow());
        }
        assertEquals(Optional.empty(), RunEvent.ofWireName("campaign-news"));
    }
}
