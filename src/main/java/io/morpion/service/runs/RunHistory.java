package io.morpion.service.runs;

import io.morpion.msr.Variant;
import io.morpion.service.db.SqlTime;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Each (variant, category)'s best over time, across all its runs: the improvements that raised it. */
@ApplicationScoped
public class RunHistory {

    /** One step up of a category's best. */
    public record Step(int score, OffsetDateTime at, long runId, Long recordId) {}

    /** The steps of one (variant, category), oldest first. */
    public record Series(String variant, String category, int best, List<Step> points) {}

    @Inject
    EntityManager em;

    /** The series of a variant (null: all) and a category (null or blank: all). */
    public List<Series> of(Variant wanted, String category) {
        StringBuilder where = new StringBuilder("where true");
        if (wanted != null) {
            where.append(" and r.variant = :variant");
        }
        if (category != null && !category.isBlank()) {
            where.append(" and r.category = :category");
        }
        // A point counts when it beats everything found before it in its category.
        Query query = em.createNativeQuery(
                """
                select variant, category, score, found_at, run_id, record_id from (
                    select r.variant, r.category, i.score, i.found_at, i.run_id, i.record_id, i.id,
                           max(i.score) over (partition by r.variant, r.category order by i.found_at, i.id
                                              rows between unbounded preceding and 1 preceding) as before
                    from run_improvement i join search_run r on r.id = i.run_id
                    %s
                ) steps
                where before is null or score > before
                order by variant, category, found_at, id
                """
                        .formatted(where));
        if (wanted != null) {
            query.setParameter("variant", wanted.code());
        }
        if (category != null && !category.isBlank()) {
            query.setParameter("category", category.strip());
        }
        Map<String, List<Step>> series = new LinkedHashMap<>();
        for (Object row : query.getResultList()) {
            Object[] r = (Object[]) row;
            series.computeIfAbsent(r[0] + "\u0000" + r[1], k -> new ArrayList<>())
                    .add(new Step(
                            ((Number) r[2]).intValue(),
                            SqlTime.of(r[3]),
                            ((Number) r[4]).longValue(),
                            r[5] == null ? null : ((Number) r[5]).longValue()));
        }
        List<Series> out = new ArrayList<>();
        series.forEach((key, points) -> {
            String[] parts = key.split("\u0000");
            out.add(new Series(parts[0], parts[1], points.get(points.size() - 1).score(), points));
        });
        return out;
    }
}
