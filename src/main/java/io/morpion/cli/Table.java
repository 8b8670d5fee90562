package io.morpion.cli;

import io.morpion.api.ServerViews;
import java.io.PrintWriter;
import java.util.List;
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

    <T> void print(PrintWriter out, List<T> items, Function<T, Object[]> row) {
        out.printf(Locale.ROOT, format, headings);
        for (T item : items) {
            out.printf(Locale.ROOT, format, row.apply(item));
        }
    }

    /** One page of an API listing ({@code {"items": [...], "total": N}}), then where the page is in the whole. */
    <T> void printPage(
            PrintWriter out,
            ServerViews.Page page,
            Class<T> type,
            Paging paging,
            String things,
            Function<T, Object[]> row) {
        print(out, page.items(type), row);
        out.println(paging.footer(page.items().size(), page.total(), things));
    }
}
