package io.morpion.service.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.morpion.search.analysis.Potential;
import io.morpion.service.access.Caller;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import io.morpion.service.work.BackgroundWork;
import io.morpion.service.work.Owner;
import io.morpion.service.work.WorkKind;
import io.morpion.service.work.WorkShares;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A record's potential curve (where its game lost its potential, {@link Potential}): asked for by a searcher,
 * computed in the background by whichever node claims it first ({@link PotentialWorker}), kept with the record.
 */
@ApplicationScoped
public class RecordPotentials {

    /** One position of the game: its first {@code moves} moves, the longest game known to begin with it. */
    public record PointView(int moves, int best, boolean proven) {}

    /** The move after which the potential fell most. */
    public record BlunderView(int move, PointView before, PointView after, int lost) {}

    /** A move after which the potential fell, graded: inaccuracy, mistake or blunder. */
    public record DropView(int move, PointView before, PointView after, int lost, String grade) {}

    /** A grade and the fewest moves lost that earn it. */
    public record GradeView(String grade, int least) {}

    /** The grades, from the least: what every curve's drops are graded by. */
    public static final List<GradeView> GRADES = Arrays.stream(Potential.Grade.values())
            .map(g -> new GradeView(g.code(), g.least()))
            .toList();

    /**
     * A record's potential curve as the API answers it.
     *
     * @param status    none (never asked for), queued, running, done, or cancelled or failed (ask again)
     * @param positions positions the curve has: the game's moves and one for the empty cross
     * @param secondsPerPosition how long each position is looked at (before it is asked for: how long it would be)
     * @param drops     every move after which the curve fell, graded
     * @param grades    the grades' thresholds
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
            BlunderView blunder,
            List<DropView> drops,
            List<GradeView> grades) {}

    @Inject
    PotentialConfig config;

    @Inject
    ObjectMapper json;

    @Inject
    BackgroundWork work;

    @Inject
    WorkShares shares;

    @Transactional
    public PotentialView view(RecordEntity record) {
        PotentialEntity p = PotentialEntity.findById(record.id);
        int positions = record.score + 1;
        if (p == null) {
            double perPosition = config.perPosition().toMillis() / 1000.0;
            return new PotentialView(
                    record.id, "none", positions, 0, perPosition, null, null, List.of(), null, List.of(), GRADES);
        }
        if (!PotentialEntity.DONE.equals(p.status)) {
            // under way: where it stands is the layer's to say
            BackgroundWork.ItemView item =
                    work.latest(WorkKind.POTENTIAL, record.id).orElse(null);
            String status = item == null ? PotentialEntity.QUEUED : item.state();
            int done = item != null && item.progressOf() > 0 ? item.progress() : p.positionsDone;
            return new PotentialView(
                    record.id,
                    status,
                    positions,
                    done,
                    p.perPositionMs / 1000.0,
                    p.requestedAt,
                    null,
                    List.of(),
                    null,
                    List.of(),
                    GRADES);
        }
        List<PointView> points = p.points == null ? List.of() : read(p.points);
        List<Potential.Look> curve = points.stream()
                .map(v -> new Potential.Look(v.moves(), v.best(), v.proven()))
                .toList();
        BlunderView blunder = Potential.blunder(curve)
                .map(b -> new BlunderView(b.move(), points.get(b.move() - 1), points.get(b.move()), b.lost()))
                .orElse(null);
        List<DropView> drops = Potential.drops(curve).stream()
                .map(d -> new DropView(
                        d.move(),
                        points.get(d.move() - 1),
                        points.get(d.move()),
                        d.lost(),
                        d.grade().code()))
                .toList();
        return new PotentialView(
                record.id,
                p.status,
                positions,
                p.positionsDone,
                p.perPositionMs / 1000.0,
                p.requestedAt,
                p.doneAt,
                points,
                blunder,
                drops,
                GRADES);
    }

    /**
     * Asks for the record's curve, within the caller's share of curves; one done or under way is left as it is, and
     * one cancelled is asked for again.
     */
    @Transactional
    public PotentialView request(RecordEntity record, Caller caller) {
        PotentialEntity p = PotentialEntity.findById(record.id);
        boolean underWay = work.latest(WorkKind.POTENTIAL, record.id)
                .filter(item -> BackgroundWork.unfinished(item.state()))
                .isPresent();
        if (p == null || (!PotentialEntity.DONE.equals(p.status) && !underWay)) {
            shares.requireShare(WorkKind.POTENTIAL, caller);
            if (p == null) {
                p = new PotentialEntity();
                p.recordId = record.id;
                p.status = PotentialEntity.QUEUED;
                p.perPositionMs = (int) Math.max(1, config.perPosition().toMillis());
            }
            p.requestedBy = caller.label();
            p.requestedAt = now();
            p.persist();
            work.enqueue(WorkKind.POTENTIAL, Owner.of(caller), record.id, null);
        }
        return view(record);
    }

    /**
     * Cancels the record's curve for the token that asked for it or an admin: it stops within about a second and
     * is forgotten, as if never asked for. A curve done stays.
     */
    @Transactional
    public PotentialView cancel(RecordEntity record, Caller caller) {
        PotentialEntity p = PotentialEntity.findById(record.id);
        BackgroundWork.ItemView item = work.latest(WorkKind.POTENTIAL, record.id)
                .filter(i -> BackgroundWork.unfinished(i.state()))
                .orElse(null);
        if (p == null || PotentialEntity.DONE.equals(p.status) || item == null) {
            String status = p == null ? "none" : PotentialEntity.DONE.equals(p.status) ? "done" : "cancelled";
            throw new Refused.Conflict(
                    RefusalCode.NOT_NOW,
                    "record " + record.id + "'s potential curve is " + status + ": there is nothing to cancel",
                    "potential curve",
                    record.id,
                    status,
                    "cancel");
        }
        if (!caller.admin() && (caller.anonymous() || !caller.tokenId().equals(item.ownerToken()))) {
            throw new Refused.NotAllowed(
                    RefusalCode.NOT_OWNER,
                    "record " + record.id + "'s potential curve was asked for by another token; only that token or an"
                            + " admin may cancel it",
                    "potential curve",
                    record.id);
        }
        work.cancelSubject(WorkKind.POTENTIAL, record.id);
        p.delete();
        return view(record);
    }

    /** The points a curve cut short reached, from the game's end back; empty when none. */
    @Transactional
    List<Potential.Look> partial(long recordId) {
        PotentialEntity p = PotentialEntity.findById(recordId);
        if (p == null || p.partial == null) {
            return List.of();
        }
        try {
            int[][] rows = json.readValue(p.partial, int[][].class);
            List<Potential.Look> points = new ArrayList<>(rows.length);
            for (int[] row : rows) {
                points.add(new Potential.Look(row[0], row[1], row[2] == 1));
            }
            return points;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("record_potential.partial is written by keep() alone", e);
        }
    }

    /** Keeps the points reached so far, so that a curve cut short is taken up there. */
    @Transactional
    void keep(long recordId, List<Potential.Look> reached) {
        PotentialEntity p = PotentialEntity.findById(recordId);
        if (p == null || PotentialEntity.DONE.equals(p.status)) {
            return;
        }
        List<int[]> rows = new ArrayList<>(reached.size());
        for (Potential.Look point : reached) {
            rows.add(new int[] {point.moves(), point.best(), point.proven() ? 1 : 0});
        }
        try {
            p.partial = json.writeValueAsString(rows);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("numbers are plain data", e);
        }
        p.positionsDone = reached.size();
    }

    @Transactional
    void finish(long recordId, List<Potential.Look> points) {
        PotentialEntity p = PotentialEntity.findById(recordId);
        if (p == null) {
            return;
        }
        List<int[]> stored = new ArrayList<>(points.size());
        for (Potential.Look point : points) {
            stored.add(new int[] {point.best(), point.proven() ? 1 : 0});
        }
        try {
            p.points = json.writeValueAsString(stored);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("numbers are plain data", e);
        }
        p.status = PotentialEntity.DONE;
        p.positionsDone = points.size();
        p.partial = null;
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
