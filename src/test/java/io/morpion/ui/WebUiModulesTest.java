package io.morpion.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.ProjectPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web UI's pages import helpers, never each other: what two pages share (a run's status, the
 * record alert, a game's metadata fields, a chart) lives in a module of its own. Only the router,
 * app.js, knows the pages.
 */
class WebUiModulesTest {

    private static final Pattern PAGE = Pattern.compile("export (?:async )?function \\w+Page\\(");
    private static final Pattern IMPORT = Pattern.compile("^import .* from '\\./([\\w-]+\\.js)';", Pattern.MULTILINE);

    @Test
    void noPageImportsAnotherPage() throws IOException {
        Path js = ProjectPaths.root().resolve("frontend/js");
        Set<String> pages = new TreeSet<>();
        List<Path> modules;
        try (Stream<Path> files = Files.list(js)) {
            modules = files.filter(p -> p.toString().endsWith(".js")).toList();
        }
        for (Path module : modules) {
            if (PAGE.matcher(Files.readString(module)).find()) {
                pages.add(module.getFileName().toString());
            }
        }
        assertTrue(pages.contains("play.js") && pages.contains("runs.js"), "found the pages: " + pages);
        List<String> crossings = new ArrayList<>();
        for (Path module : modules) {
            String name = module.getFileName().toString();
            if (name.equals("app.js")) {
                continue;
            }
            Matcher imported = IMPORT.matcher(Files.readString(module));
            while (imported.find()) {
                if (pages.contains(imported.group(1))) {
                    crossings.add(name + " imports " + imported.group(1));
                }
            }
        }
        assertEquals(List.of(), crossings);
    }
}
