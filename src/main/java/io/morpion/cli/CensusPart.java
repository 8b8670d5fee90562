package io.morpion.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.search.exact.CensusKept;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * A finished part of a census of optimal games, as {@code morpion census --optimal V --part N/M} leaves it in
 * part.json for {@code --merge}: which census and which part, what it searched, and the games it kept, each with
 * the frontier item it lies below, so that the merged census lists them as a whole one would.
 *
 * @param method the part's search, as its checkpoints name it (the whole census's, with " part=N/M")
 */
record CensusPart(
        String variant,
        int floor,
        int number,
        int of,
        String method,
        long positions,
        double seconds,
        int threads,
        List<CensusKept> games) {

    static final String FILE = "part.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A part.json is the games of one part; a census's whole tally of optimal games is far below this. */
    private static final long MAX_BYTES = 64L << 20;

    /** Which census this is a part of, in words, to tell two apart. */
    String census() {
        return variant + ", floor " + floor + ", " + of + " parts, " + method.replaceFirst(" part=\\d+/\\d+$", "");
    }

    void write(Path dir) throws IOException {
        CliFiles.write(dir.resolve(FILE), JSON.writerWithDefaultPrettyPrinter().writeValueAsBytes(this));
    }

    /** The part a directory holds, or a usage error that says what is wrong with it. */
    static CensusPart read(Path dir) {
        Path file = dir.resolve(FILE);
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new UsageError(file + " is larger than a part of a census can be (" + MAX_BYTES + " bytes)");
            }
            CensusPart part = JSON.readValue(Files.readAllBytes(file), CensusPart.class);
            if (part.variant() == null
                    || part.method() == null
                    || part.games() == null
                    || part.of() < 1
                    || part.number() < 1
                    || part.number() > part.of()) {
                throw new UsageError(file + " is not a finished part of a census (a field is missing or out of range)");
            }
            return part;
        } catch (NoSuchFileException e) {
            throw new UsageError(dir + " holds no finished part of a census (no " + FILE + "); a part still under way "
                    + "goes on with the command that started it");
        } catch (JsonProcessingException e) {
            throw new UsageError(file + " is not a part of a census: not the JSON a part writes"
                    + (e.getLocation() == null
                            ? ""
                            : " (line " + e.getLocation().getLineNr() + ", column "
                                    + e.getLocation().getColumnNr() + ")"));
        } catch (IOException e) {
            throw new UsageError("cannot read " + file + ": " + e.getMessage());
        }
    }
}
