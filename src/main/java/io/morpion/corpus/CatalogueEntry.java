package io.morpion.corpus;

import io.morpion.msr.Variant;
import java.time.YearMonth;
import java.util.List;
import java.util.stream.Stream;

/**
 * What the project knows about one game of the community corpus beyond its move list.
 *
 * @param sourceFile  file name in the community corpus
 * @param recordName  base name of the record file written to records/&lt;variant&gt;/
 * @param variant     the variant, needed for Pentasol files, which do not store it
 * @param date        when the game was set, where the registry states it; null otherwise
 * @param author      who achieved the game, for formats that carry no author; null to keep the file's
 * @param source      where the game comes from, for formats that carry no source; null to keep the file's
 * @param description our own words about the game
 * @param tags        labels: its standing (record, optimal, former-record, solver-found) and its origin
 */
public record CatalogueEntry(
        String sourceFile,
        String recordName,
        Variant variant,
        YearMonth date,
        String author,
        String source,
        String description,
        List<String> tags) {

    /** The date as a tag, so that it travels inside the MSR file, which has no date field. */
    public List<String> tagsWithDate() {
        if (date == null) {
            return tags;
        }
        return Stream.concat(tags.stream(), Stream.of("date:" + date)).toList();
    }
}
