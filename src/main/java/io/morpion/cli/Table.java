package io.morpion.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.Function;

/**
 * A listing as the CLI prints it: a heading, then one row per item, every column padded by one
 * format of {@code %s} widths ("%6s  %-3s %5s"), so that the headings line up with the rows.
 */
final class Table {

    private final String format;
    private final Object[] headings;

    Table(String format, String... headings) {
        this.format = format + "%n";
        this.headings = headings;
    }

    void print(PrintWriter out, Iterable<JsonNode> items, Function<JsonNode, Object[]> row) {
        out.printf(Locale.ROOT, format, headings);
        for (JsonNode item : items) {
            out.printf(Locale.ROOT, format, row.apply(item));
        }
    }

    /** One page of an API listing ({@code {"items": [...], "total": N}}), then where the page is in the whole. */
    void printPage(PrintWriter out, JsonNode page, Paging paging, String things, Function<JsonNode, Object[]> row) {
        print(out, page.get("items"), row);
        out.println(paging.footer(page.get("items").size(), page.get("total").asLong(), things));
    }
}
