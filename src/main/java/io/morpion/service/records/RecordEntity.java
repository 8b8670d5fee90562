package io.morpion.service.records;

import io.morpion.corpus.FoundImporter;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** A verified game in the corpus, as the record table (db/migration/V1__records.sql) stores it. */
@Entity
@Table(name = "record")
public class RecordEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    public int score;
    public int availableMoves;
    public boolean terminal;
    // a trailing capital stays joined under the naming strategy (bbox_minx): named here
    @Column(name = "bbox_min_x")
    public int bboxMinX;

    @Column(name = "bbox_min_y")
    public int bboxMinY;

    @Column(name = "bbox_max_x")
    public int bboxMaxX;

    @Column(name = "bbox_max_y")
    public int bboxMaxY;

    public String msr;
    public String author;
    public String source;
    public String description;
    public String setOn;
    public String origin;
    public String submittedBy;
    public OffsetDateTime submittedAt;
    public String verdict;

    @Column(name = "game_identity")
    public String identity;
    /** The key of the game's dots up to symmetry (DotKey): the games that share it are its family. */
    public Long dotsKey;
    /** For a game a search run found: the run's category (nrpa, nrpa-warm, beam...) and the run. */
    public String category;

    public Long runId;
    /** A retracted record stays, marked: when, by whom, and why. */
    public OffsetDateTime retractedAt;

    public String retractedBy;
    public String retractionReason;

    /** The best score a search category holds in a variant, its retracted records aside; 0 when none. */
    public static int categoryBest(String variant, String category) {
        return getEntityManager()
                .createQuery(
                        "select coalesce(max(r.score), 0) from RecordEntity r"
                                + " where r.variant = :variant and r.category = :category and r.retractedAt is null",
                        Integer.class)
                .setParameter("variant", variant)
                .setParameter("category", category)
                .getSingleResult();
    }

    /**
     * A text that changes with any record added, retracted, changed or rewritten: counts, the last
     * id and retraction, and the sum of the rows' writing transactions, so that a restore, which
     * writes every row afresh, changes it even when it brings back as many records up to the same id.
     */
    public static String changeMark() {
        Object[] row = (Object[]) getEntityManager()
                .createNativeQuery("select count(*), max(id), count(retracted_at), max(retracted_at),"
                        + " sum(xmin::text::bigint) from record")
                .getSingleResult();
        return row[0] + "/" + row[1] + "/" + row[2] + "/" + row[3] + "/" + row[4];
    }

    public static Optional<RecordEntity> byIdentity(String identity) {
        return RecordEntity.<RecordEntity>find("identity", identity).firstResultOptional();
    }

    /** Records stored before families existed, whose dots key is still to be computed. */
    public static List<RecordEntity> unkeyed() {
        return list("dotsKey is null");
    }

    /** The ids of every record not retracted, by variant, best first: the corpus as the zip holds it. */
    public static List<Long> liveIdsByVariantBestFirst() {
        return getEntityManager()
                .createQuery(
                        "select r.id from RecordEntity r where r.retractedAt is null order by r.variant, r.score desc, r.id",
                        Long.class)
                .getResultList();
    }

    /** The records of these ids that are still stored, in no particular order. */
    public static List<RecordEntity> byIds(List<Long> ids) {
        return list("id in ?1", ids);
    }

    /** Each family's first game (as a family lists them), by dots key, over the records not retracted. */
    public static Map<Long, Long> familyHeads() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = getEntityManager()
                .createNativeQuery("select distinct on (dots_key) dots_key, id from record"
                        + " where retracted_at is null and dots_key is not null"
                        + " order by dots_key, " + RecordFamilies.FIRST_FIRST_KEYS)
                .getResultList();
        Map<Long, Long> heads = new HashMap<>();
        for (Object[] row : rows) {
            heads.put(((Number) row[0]).longValue(), ((Number) row[1]).longValue());
        }
        return heads;
    }

    /**
     * The condition that a row of {@code record r} is packaged with the service: a record game, a
     * published game, or a game our searches found that the project packages. Fields and columns
     * share their names, so JPQL and SQL read it alike.
     */
    public static final String PACKAGED = "(r.origin in ('corpus', 'published') or (r.origin = 'solver'"
            + " and r.category = '" + FoundImporter.CATEGORY + "'))";

    /**
     * The identities of the games packaged with the service: record games, published games, and the
     * games our searches found that the project packages (filed under {@link FoundImporter#CATEGORY}).
     */
    public static Set<String> packagedIdentities() {
        return new HashSet<>(getEntityManager()
                .createQuery("select r.identity from RecordEntity r where " + PACKAGED, String.class)
                .getResultList());
    }
}
