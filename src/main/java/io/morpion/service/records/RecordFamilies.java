package io.morpion.service.records;

import io.morpion.engine.DotKey;
import io.morpion.msr.Msr;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Parameters;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * A record's family: the games that place the same dots, up to the symmetries of the cross, with
 * other lines (their dots key, {@link DotKey}, is the same). A family's games all have one score,
 * since each move adds one dot; it lists the record games first, then the published ones, then
 * the rest as they were stored.
 */
@ApplicationScoped
public class RecordFamilies {

    private static final String MEMBERS = "dotsKey = :key and retractedAt is null";
    /** A family's first game first: the record game, then a published one, then the rest by id. */
    static final String FIRST_FIRST_KEYS = "case origin when 'corpus' then 0 when 'published' then 1 else 2 end, id";

    private static final String ORDER = " order by " + FIRST_FIRST_KEYS;
    /** A family's games on one page, and how many it has in all. */
    public record Members(List<RecordEntity> items, long total) {}

    /** What a record's page and a submission's answer say of its family. */
    public RecordView.Family summary(RecordEntity record) {
        if (record.dotsKey == null) {
            return null;
        }
        long games = RecordEntity.count(MEMBERS, Parameters.with("key", record.dotsKey));
        RecordEntity first = RecordEntity.<RecordEntity>find(
                        MEMBERS + " and id <> :id" + ORDER,
                        Parameters.with("key", record.dotsKey).and("id", record.id))
                .firstResult();
        return new RecordView.Family(
                (int) Math.max(games, 1), first == null ? null : first.id, first == null ? null : name(first));
    }

    public Members members(RecordEntity record, int page, int size) {
        if (record.dotsKey == null) {
            return new Members(List.of(record), 1);
        }
        var query = RecordEntity.<RecordEntity>find(MEMBERS + ORDER, Parameters.with("key", record.dotsKey));
        return new Members(query.page(Page.of(page, size)).list(), query.count());
    }

    /** A record as people name it: "Rosin 178", or "record 12 (178)" when it has no author. */
    static String name(RecordEntity r) {
        return r.author == null || r.author.isBlank()
                ? "record " + r.id + " (" + r.score + ")"
                : r.author + " " + r.score;
    }

    /** Keys the records stored before families existed; returns how many. */
    @Transactional
    public int keyUnkeyed() {
        List<RecordEntity> unkeyed = RecordEntity.unkeyed();
        for (RecordEntity r : unkeyed) {
            r.dotsKey = DotKey.of(Msr.decode(r.msr));
        }
        return unkeyed.size();
    }
}
