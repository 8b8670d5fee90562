package io.morpion.service.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.search.local.Potential;
import io.morpion.service.access.Caller;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A record's potential curve (where its game lost its potential, {@link Potential}): asked for by a searcher,
 * computed in the background by whichever node claims it first ({@link PotentialWorker}), kept with the record.
 */
@ApplicationScoped
public class RecordPotentials {

    /** How long a node holds a curve it computes without saying it is still at it. */
    static final int HOLD_SECONDS = 120;

    /** One position of the game: its first {@code moves} moves, the longest game known to begin with it. */
    public record PointView(int moves, int best, boolean proven) {}

    /** The move after which the potential fell most. */
    public record BlunderView(int move, PointView before, PointView after, int lost) {}

    /**
     * A record's potential curve as the API answers it.
     *
     * @param status    none (never asked for), queued, running or done
     * @param positions positions the curve has: the game's moves and one for the empty cross
     * @param secondsPerPosition how long each position is looked at (before it is asked for: how long it would be)
     */
    public record PotentialView(
            long record,
            String status,
            int positions,
            int positionsDone,
            double secondsPerPosition,
            OffsetDateTime requestedAt,
            OffsetDateTime doneAt,
            List<PointView> points,
            BlunderView blunder) {}

    /** A curve a node took to compute. */
    record Claim(long recordId, int perPositionMs) {}

    @Inject
    EntityManager em;

    @Inject
    PotentialConfig config;

    @Inject
    ObjectMapper json;

    @Transactional
    public PotentialView view(RecordEntity record) {
        PotentialEntity p = PotentialEntity.findById(record.id);
        int positions = record.score + 1;
        if (p == null) {
            double perPosition = config.perPosition().toMillis() / 1000.0;
            return new PotentialView(record.id, "none", positions, 0, perPosition, null, null, List.of(), null);
        }
        List<PointView> points = p.points == null ? List.of() : read(p.points);
        BlunderView blunder = Potential.blunder(points.stream()
                        .map(v -> new Potential.Point(v.moves(), v.best(), v.proven()))
                        .toList())
                .map(b -> new BlunderView(b.move(), points.get(b.move() - 1), points.get(b.move()), b.lost()))
                .orElse(null);
        return new PotentialView(
                record.id,
                p.status,
                positions,
                p.positionsDone,
                p.perPositionMs / 1000.0,
                p.requestedAt,
                p.doneAt,
                points,
                blunder);
    }

    /** Asks for the record's curve; one already asked for or done is left as it is. */
    @Transactional
    public PotentialView request(RecordEntity record, Caller caller) {
        if (PotentialEntity.findById(record.id) == null) {
            PotentialEntity p = new PotentialEntity();
            p.recordId = record.id;
            p.status = PotentialEntity.QUEUED;
            p.perPositionMs = (int) Math.max(1, config.perPosition().toMillis());
            p.requestedBy = caller.label();
            p.requestedAt = now();
            p.persist();
        }
        return view(record);
    }

    /** The curve that has waited longest, or one whose node stopped saying it is at it, now held by this node. */
    @Transactional
    Optional<Claim> claim() {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("update record_potential set status = 'running', positions_done = 0,"
                        + " claimed_until = now() + make_interval(secs => :hold) where record_id = (select record_id"
                        + " from record_potential where status = 'queued' or (status = 'running' and claimed_until <"
                        + " now()) order by requested_at limit 1 for update skip locked)"
                        + " returning record_id, per_position_ms")
                .setParameter("hold", HOLD_SECONDS)
                .getResultList();
        return rows.stream().findFirst().map(r -> new Claim(((Number) r[0]).longValue(), ((Number) r[1]).intValue()));
    }

    /** How far the node is, which also extends its hold. */
    @Transactional
    void progress(long recordId, int done) {
        em.createNativeQuery("update record_potential set positions_done = :done, claimed_until = now() +"
                        + " make_interval(secs => :hold) where record_id = :id and status = 'running'")
                .setParameter("done", done)
                .setParameter("hold", HOLD_SECONDS)
                .setParameter("id", recordId)
                .executeUpdate();
    }

    @Transactional
    void finish(long recordId, List<Potential.Point> points) {
        PotentialEntity p = PotentialEntity.findById(recordId);
        if (p == null) {
            return;
        }
        List<int[]> stored = new ArrayList<>(points.size());
        for (Potential.Point point : points) {
            stored.add(new int[] {point.best(), point.proven() ? 1 : 0});
        }
        try {
            p.points = json.writeValueAsString(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("numbers are plain data", e);
        }
        p.status = PotentialEntity.DONE;
        p.positionsDone = points.size();
        p.claimedUntil = null;
        p.doneAt = now();
    }

    private List<PointView> read(String stored) {
        try {
            int[][] rows = json.readValue(stored, int[][].class);
            List<PointView> points = new ArrayList<>(rows.length);
            for (int k = 0; k < rows.length; k++) {
                points.add(new PointView(k, rows[k][0], rows[k][1] == 1));
            }
            return points;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("record_potential.points is written by finish() alone", e);
        }
    }

    private static OffsetDateTime now() {
        return OffsetDateTime.now(ZoneOffset.UTC);
    }
}
