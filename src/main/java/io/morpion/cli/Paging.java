package io.morpion.cli;

import java.util.Map;
import picocli.CommandLine.Option;

/** Which page of a listing to show, counted from 1 as the web UI counts them (the API counts from 0). */
final class Paging {

    @Option(names = "--page", paramLabel = "P", defaultValue = "1", description = "which page, from 1 (default: 1)")
    int page;

    @Option(
            names = "--size",
            paramLabel = "N",
            defaultValue = "20",
            description = "how many to a page (default: ${DEFAULT-VALUE})")
    int size;

    /** Adds the page and size to an API query. */
    void addTo(Map<String, String> query) {
        if (page < 1) {
            throw new UsageError("--page counts from 1, not " + page);
        }
        if (size < 1) {
            throw new UsageError("--size must be at least 1, not " + size);
        }
        query.put("page", Integer.toString(page - 1));
        query.put("size", Integer.toString(size));
    }

    /** The footer of a listing: where this page is in the whole. */
    String footer(int shown, long total, String things) {
        long pages = Math.max(1, (total + size - 1) / size);
        return "page " + page + " of " + pages + ", " + shown + " of " + total + " " + things;
    }
}
