package io.morpion.search.box;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A 5D bounding box of the published bound of 84 whose largest 5D graph has more than 82 lines, and that size, as the
 * paper's table gives them (packaged as {@code 5d-boxes-above-82.tsv}). These are what a proof that 82 is the longest
 * 5D game has to close: every other box of the 291 holds no graph of 83, so no game of 83 either.
 */
public record PublishedBox(Box box, int graph) {

    private static final String RESOURCE = "5d-boxes-above-82.tsv";

    /** The 28 boxes, in the table's order (largest graphs first). */
    public static List<PublishedBox> aboveEightyTwo() {
        try (InputStream in = PublishedBox.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the build lost " + RESOURCE);
            }
            List<PublishedBox> boxes = new ArrayList<>();
            BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.startsWith("#") || line.startsWith("box\t") || line.isBlank()) {
                    continue;
                }
                String[] fields = line.split("\t");
                boxes.add(new PublishedBox(Box.parse(fields[0]), Integer.parseInt(fields[1])));
            }
            return List.copyOf(boxes);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
