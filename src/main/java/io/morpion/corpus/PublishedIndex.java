package io.morpion.corpus;

import io.morpion.msr.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The index of the published games as records/published/INDEX.tsv holds it, one game a line:
 * name (its file under the variant's folder), variant, score, author, date, source, the record game
 * whose dots it redraws (that game's file name), if any, its identity ({@code GameIdentity}), so
 * that a start can tell which are stored without reading the games, and its dots key ({@code
 * DotKey}, in hex), so that a search can name the family of its best without reading them either.
 * Empty fields are absent.
 */
public final class PublishedIndex {

    public static final String FILE = "INDEX.tsv";
    private static final String HEADER = "name\tvariant\tmoves\tauthor\tdate\tsource\tsame_dots_as\tidentity\tdots";

    /** One published game's line. */
    public record Row(
            String name,
            Variant variant,
            int score,
            String author,
            String date,
            String source,
            String sameDotsAs,
            String identity,
            String dots) {

        Row withKeys(String identity, long dots) {
            return new Row(name, variant, score, author, date, source, sameDotsAs, identity, Long.toHexString(dots));
        }
    }

    private PublishedIndex() {}

    /**
     * Reads an index: ours, or the community corpus's (whose columns are variant, moves, name,
     * author, date, source, figure key, dots key and same_dots_as_corpus, and no identity), told
     * apart by the header.
     */
    public static List<Row> parse(String text, String where) {
        String[] lines = text.split("\r?\n");
        List<String> header = List.of(lines[0].split("\t", -1));
        int name = column(header, "name", where);
        int variant = column(header, "variant", where);
        int moves = column(header, "moves", where);
        int author = column(header, "author", where);
        int date = column(header, "date", where);
        int source = column(header, "source", where);
        int same = header.contains("same_dots_as")
                ? header.indexOf("same_dots_as")
                : column(header, "same_dots_as_corpus", where);
        int identity = header.indexOf("identity");
        int dots = header.indexOf("dots");
        List<Row> rows = new ArrayList<>();
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] f = lines[i].split("\t", -1);
            if (f.length != header.size()) {
                throw new IllegalArgumentException(
                        where + " line " + (i + 1) + " has " + f.length + " fields, not " + header.size());
            }
            String sameDots = absent(f[same]);
            rows.add(new Row(
                    f[name],
                    PublishedImporter.variantOf(f[variant], where + " line " + (i + 1)),
                    Integer.parseInt(f[moves]),
                    absent(f[author]),
                    absent(f[date]),
                    absent(f[source]),
                    sameDots == null ? null : sameDots.replaceFirst("\\.json$", ""),
                    identity < 0 ? null : absent(f[identity]),
                    dots < 0 ? null : absent(f[dots])));
        }
        return rows;
    }

    public static String format(List<Row> rows) {
        StringBuilder text = new StringBuilder(HEADER).append('\n');
        for (Row r : rows) {
            text.append(String.join(
                            "\t",
                            r.name(),
                            r.variant().code(),
                            Integer.toString(r.score()),
                            orEmpty(r.author()),
                            orEmpty(r.date()),
                            orEmpty(r.source()),
                            orEmpty(r.sameDotsAs()),
                            orEmpty(r.identity()),
                            orEmpty(r.dots())))
                    .append('\n');
        }
        return text.toString();
    }

    private static int column(List<String> header, String name, String where) {
        int at = header.indexOf(name);
        if (at < 0) {
            throw new IllegalArgumentException(where + " has no column " + name);
        }
        return at;
    }

    private static String absent(String field) {
        return field == null || field.isBlank() ? null : field;
    }

    private static String orEmpty(String field) {
        return field == null ? "" : field;
    }
}
