package io.morpion.service.records;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.morpion.corpus.FoundImporter;
import io.morpion.corpus.KnownResult;
import io.morpion.engine.DotKey;
import io.morpion.engine.GameIdentity;
import io.morpion.msr.GameFacts;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.Variant;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.common.RequestText;
import io.morpion.service.db.AdvisoryLocks;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Parameters;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The record corpus in PostgreSQL: every game is replayed before it is stored, and a game that is
 * already stored (same lines, any order, any of the eight symmetries) is never stored twice.
 */
@ApplicationScoped
public class RecordCatalog {

    @Inject
    EntityManager em;

    @Inject
    RecordListings listings;

    @Inject
    KnownResults known;

    /** The order the API and the pages list variants in, the open ones first: 5T, 5D, 4T, 4D. */
    public static final List<Variant> VARIANTS_SHOWN =
            List.of(Variant.FIVE_TOUCHING, Variant.FIVE_DISJOINT, Variant.FOUR_TOUCHING, Variant.FOUR_DISJOINT);

    /** Where a record came from. */
    public enum Origin {
        /** A record game, packaged with the application. */
        CORPUS,
        /** A game people or their programs published, packaged with the application; never a record. */
        PUBLISHED,
        SUBMISSION,
        SOLVER;

        /** As the API and the database spell it. */
        public String code() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** A comma-separated list of origins (corpus, published, submission, solver); blank for all of them. */
        public static Set<Origin> parseList(String text) {
            Set<Origin> origins = EnumSet.noneOf(Origin.class);
            for (String part : text == null ? new String[0] : text.split(",")) {
                if (!part.isBlank()) {
                    origins.add(Arrays.stream(values())
                            .filter(o -> o.code().equals(part.strip().toLowerCase(Locale.ROOT)))
                            .findFirst()
                            .orElseThrow(() -> new Refused.Invalid(
                                    RefusalCode.ONE_OF,
                                    "origin must be corpus, "
                                            + "published, submission or solver (or several, comma-separated), not \""
                                            + RequestText.abbreviate(part.strip()) + "\"",
                                    "origin",
                                    "corpus, published, submission, solver",
                                    RequestText.abbreviate(part.strip()))));
                }
            }
            return origins;
        }
    }

    /**
     * The outcome of adding a game: the stored record, whether this call created it, and how long
     * replaying and identifying the game took (the rest is the database's).
     */
    public record Added(RecordEntity record, boolean created, long verifyNanos) {}

    /** A page of records and how many match in all. */
    public record Listing(List<RecordEntity> items, long total) {}

    /**
     * Stores a legal game with its verdict, or returns the record that already holds the same
     * game. Throws {@link io.morpion.msr.IllegalMoveException} for an illegal game, storing nothing.
     */
    @Transactional
    public Added add(MsrRecord game, Origin origin, String submittedBy) {
        return add(game, origin, submittedBy, false);
    }

    /**
     * The same, refusing a game that could go on when {@code finishedOnly}: what an anonymous
     * caller may submit, so that nobody without a token fills the corpus with one-move games.
     */
    @Transactional
    public Added add(MsrRecord game, Origin origin, String submittedBy, boolean finishedOnly) {
        if (game.moveCount() == 0) {
            throw new Refused.Invalid(
                    RefusalCode.EMPTY_GAME, "a game with no moves records nothing; submit one with at least one move");
        }
        SubmittedText.check(game);
        RequestText.requirePlain("submittedBy", submittedBy, 200);
        long start = System.nanoTime();
        GameFacts facts = Msr.requireLegal(game);
        if (finishedOnly && !facts.terminal()) {
            throw new Refused.Invalid(
                    RefusalCode.UNFINISHED_ANONYMOUS,
                    "without a token only finished games are taken, and this one still has " + facts.availableMoves()
                            + " legal moves after its " + facts.score() + ": finish it, or submit it with a token",
                    facts.availableMoves());
        }
        String identity = GameIdentity.of(game);
        long verifyNanos = System.nanoTime() - start;
        // Two nodes seeding at once, or one game submitted twice at once: one stores it, the other finds it.
        AdvisoryLocks.lock(em, "record/" + identity);
        Optional<RecordEntity> existing = RecordEntity.byIdentity(identity);
        if (existing.isPresent()) {
            return new Added(existing.get(), false, verifyNanos);
        }
        RecordEntity entity = new RecordEntity();
        entity.variant = game.variant().code();
        entity.score = facts.score();
        entity.availableMoves = facts.availableMoves();
        entity.terminal = facts.terminal();
        entity.bboxMinX = facts.bbox().minX();
        entity.bboxMinY = facts.bbox().minY();
        entity.bboxMaxX = facts.bbox().maxX();
        entity.bboxMaxY = facts.bbox().maxY();
        entity.msr = Msr.encode(game);
        entity.author = clip(game.author(), 200);
        entity.source = clip(game.source(), 1000);
        entity.description = clip(game.description(), 4000);
        entity.setOn = game.dateTag().orElse(null);
        entity.origin = origin.code();
        entity.submittedBy = clip(submittedBy, 200);
        entity.submittedAt = OffsetDateTime.now(ZoneOffset.UTC);
        entity.verdict = "legal: " + facts.score() + " moves, "
                + (facts.terminal() ? "terminal" : facts.availableMoves() + " moves still available");
        entity.identity = identity;
        entity.dotsKey = DotKey.of(game);
        entity.persist();
        listings.changed();
        return new Added(entity, true, verifyNanos);
    }

    /**
     * A game our searches found that the project packages (records/found/): a search's record, filed
     * under {@link FoundImporter#CATEGORY}, so that no run's category best counts it.
     */
    @Transactional
    public Added addFound(MsrRecord game) {
        Added added = add(game, Origin.SOLVER, FoundImporter.CATEGORY);
        if (added.created()) {
            added.record().category = FoundImporter.CATEGORY;
        }
        return added;
    }

    public Optional<RecordEntity> find(long id) {
        return RecordEntity.findByIdOptional(id);
    }

    /**
     * Which records a listing shows; a null or empty part does not filter.
     *
     * @param nearBest leave out submissions below their variant's {@link KnownResult#listedFrom} (the
     *                 corpus and the searches' finds stay): what a listing shows by default
     */
    public record Filter(
            Variant variant,
            Set<Origin> origins,
            String author,
            Integer minScore,
            Integer maxScore,
            String category,
            Long dotsKey,
            boolean nearBest) {}

    public Listing list(Filter filter, String sort, int page, int size) {
        List<String> conditions = new ArrayList<>();
        Parameters parameters = new Parameters();
        if (!filter.origins().isEmpty() && filter.origins().size() < Origin.values().length) {
            conditions.add("origin in :origins");
            parameters.and(
                    "origins", filter.origins().stream().map(Origin::code).toList());
        }
        if (filter.variant() != null) {
            conditions.add("variant = :variant");
            parameters.and("variant", filter.variant().code());
        }
        if (filter.author() != null && !filter.author().isBlank()) {
            conditions.add("lower(author) like :author escape '\\'");
            parameters.and("author", "%" + escapeLike(filter.author().strip().toLowerCase(Locale.ROOT)) + "%");
        }
        if (filter.minScore() != null) {
            conditions.add("score >= :minScore");
            parameters.and("minScore", filter.minScore());
        }
        if (filter.maxScore() != null) {
            conditions.add("score <= :maxScore");
            parameters.and("maxScore", filter.maxScore());
        }
        if (filter.dotsKey() != null) {
            conditions.add("dotsKey = :dotsKey");
            parameters.and("dotsKey", filter.dotsKey());
        }
        if (filter.category() != null) {
            conditions.add("category = :category");
            parameters.and("category", filter.category());
        }
        if (filter.nearBest()) {
            List<String> floors = new ArrayList<>();
            for (Variant v : Variant.values()) {
                known.of(v)
                        .ifPresent(
                                k -> floors.add("(variant = '" + v.code() + "' and score >= " + k.listedFrom() + ")"));
            }
            conditions.add("(origin <> 'submission' or " + String.join(" or ", floors) + ")");
        }
        String where = String.join(" and ", conditions);
        var query = where.isEmpty()
                ? RecordEntity.<RecordEntity>findAll(sortOf(sort))
                : RecordEntity.<RecordEntity>find(where, sortOf(sort), parameters);
        // one count serves every page and order of a filter
        long total = listings.get("count\u0000" + filter, query::count);
        List<RecordEntity> items = query.page(Page.of(page, size)).list();
        return new Listing(items, total);
    }

    /**
     * The highest-scoring finished record of each variant that has one, 5T first, then 5D, 4T, 4D;
     * retracted and unfinished games aside, and on a tie the earliest stored.
     */
    public List<RecordEntity> bestPerVariant() {
        List<RecordEntity> best = new ArrayList<>();
        for (Variant variant : VARIANTS_SHOWN) {
            // On a tie, an attributed record before an anonymous one, then the earliest stored.
            // published games are solver output and transcriptions: a record game stays the best
            RecordEntity.<RecordEntity>find(
                            "variant = ?1 and retractedAt is null and terminal = true and origin <> 'published'",
                            Sort.descending("score")
                                    .and("author", Sort.NullPrecedence.NULLS_LAST)
                                    .and("id"),
                            variant.code())
                    .firstResultOptional()
                    .ifPresent(best::add);
        }
        return best;
    }

    /**
     * One search category's ladder on one variant: how many finished games its runs filed, and the best; and,
     * when its runs reached more than it filed, the most they reached (a game already here is not filed again).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Ladder(String variant, String category, int best, int games, Integer reached) {}

    /**
     * Every (variant, category) that search runs have filed finished games in or reached a best in, 5T first,
     * then by category. A warm run's own starting game is no best it reached.
     */
    public List<Ladder> ladders() {
        List<Object[]> filed = RecordEntity.getEntityManager()
                .createQuery(
                        "select r.variant, r.category, max(r.score), count(r)"
                                + " from RecordEntity r where r.origin = 'solver' and r.category is not null and "
                                + "r.retractedAt is null and r.terminal = true group by r.variant, r.category",
                        Object[].class)
                .getResultList();
        @SuppressWarnings("unchecked")
        List<Object[]> reached = RecordEntity.getEntityManager()
                .createNativeQuery("select s.variant, s.category, max(s.best_score) from search_run s"
                        + " left join record w on w.id = s.warm_record_id where s.best_score > 0"
                        + " and s.best_msr is not null and s.best_msr is distinct from s.warm_msr"
                        + " and s.best_msr is distinct from w.msr group by s.variant, s.category")
                .getResultList();
        Map<String, Ladder> ladders = new LinkedHashMap<>();
        for (Object[] row : filed) {
            ladders.put(
                    row[0] + "\u0000" + row[1],
                    new Ladder(
                            (String) row[0],
                            (String) row[1],
                            ((Number) row[2]).intValue(),
                            Math.toIntExact(((Number) row[3]).longValue()),
                            null));
        }
        for (Object[] row : reached) {
            int most = ((Number) row[2]).intValue();
            ladders.merge(
                    row[0] + "\u0000" + row[1],
                    new Ladder((String) row[0], (String) row[1], 0, 0, most),
                    (known, runs) -> most > known.best()
                            ? new Ladder(known.variant(), known.category(), known.best(), known.games(), most)
                            : known);
        }
        List<String> order = VARIANTS_SHOWN.stream().map(Variant::code).toList();
        return ladders.values().stream()
                .sorted(Comparator.comparingInt((Ladder l) -> order.indexOf(l.variant()))
                        .thenComparing(Ladder::category))
                .toList();
    }

    /** Marks a record retracted, keeping it; retracting it again only updates the reason. */
    @Transactional
    public RecordEntity retract(long id, String reason, String by) {
        if (reason == null || reason.isBlank()) {
            throw new Refused.Invalid(RefusalCode.NEEDS_REASON, "a retraction needs a reason");
        }
        RecordEntity record = RecordEntity.findById(id);
        if (record == null) {
            throw Refused.notFound("record", id);
        }
        if (record.retractedAt == null) {
            record.retractedAt = OffsetDateTime.now(ZoneOffset.UTC);
        }
        record.retractedBy = clip(by, 200);
        record.retractionReason = clip(reason.strip(), 1000);
        listings.changed();
        return record;
    }

    public long count() {
        return RecordEntity.count();
    }

    /** The identities of the packaged games already stored, record games and published ones. */
    public Set<String> packagedIdentities() {
        return RecordEntity.packagedIdentities();
    }

    /** The accepted sort keys: score, -score, date, -date (submission time), id. */
    public static Sort sortOf(String sort) {
        String key = sort == null || sort.isBlank() ? "-score" : sort.strip();
        return switch (key) {
            // among equal scores, an attributed game before an anonymous transcription of it
            case "-score" ->
                Sort.descending("score")
                        .and("author", Sort.NullPrecedence.NULLS_LAST)
                        .and("id");
            case "score" -> Sort.ascending("score").and("id");
            case "-date" -> Sort.descending("submittedAt").and("id", Sort.Direction.Descending);
            case "date" -> Sort.ascending("submittedAt").and("id");
            case "id" -> Sort.ascending("id");
            default -> throw Refused.oneOf("sort", List.of("score", "-score", "date", "-date", "id"), key);
        };
    }

    private static String escapeLike(String text) {
        return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_");
    }

    private static String clip(String text, int max) {
        return text == null || text.length() <= max ? text : text.substring(0, max);
    }
}
