package io.morpion.service.census;

import io.morpion.api.CensusView;
import io.morpion.service.work.BackgroundWork;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** A census as the API shows it: its parts' states and figures, and an estimate of the time left. */
final class CensusViews {

    private CensusViews() {}

    static CensusView of(
            OptimalCensusEntity census,
            List<OptimalCensusPartEntity> parts,
            Map<Long, BackgroundWork.ItemView> items,
            String download) {
        List<CensusView.Part> shown = parts.stream()
                .map(part -> new CensusView.Part(
                        part.number,
                        state(census, part, items.get(part.id)),
                        node(part, items.get(part.id)),
                        part.itemsDone,
                        part.items,
                        part.positions,
                        part.finishedAt != null ? Long.valueOf(0) : part.positionsLeft,
                        part.seconds,
                        part.keptCount,
                        text(part.savedAt),
                        text(part.finishedAt)))
                .toList();
        int done = count(shown, "done");
        int running = count(shown, "running");
        int waiting = count(shown, "waiting");
        long positions = parts.stream().mapToLong(part -> part.positions).sum();
        double seconds = parts.stream().mapToDouble(part -> part.seconds).sum();
        Long left = census.finishedAt != null ? Long.valueOf(0) : positionsLeft(parts);
        Long eta = null;
        if (census.finishedAt != null) {
            eta = 0L;
        } else if (census.cancelledAt == null && left != null && positions > 0 && seconds > 0) {
            double perPart = positions / seconds;
            eta = Math.round(left / (perPart * Math.max(1, running)));
        }
        String status = census.finishedAt != null ? "finished" : census.cancelledAt != null ? "cancelled" : "running";
        return new CensusView(
                census.id,
                census.variant,
                census.optimum,
                census.method,
                census.requestedBy,
                text(census.createdAt),
                text(census.finishedAt),
                status,
                census.parts,
                done,
                running,
                waiting,
                positions,
                seconds,
                left,
                eta,
                census.gameCount != null
                        ? census.gameCount
                        : parts.stream().mapToInt(part -> part.keptCount).sum(),
                download,
                shown);
    }

    private static String state(
            OptimalCensusEntity census, OptimalCensusPartEntity part, BackgroundWork.ItemView item) {
        if (part.finishedAt != null) {
            return "done";
        }
        if (census.cancelledAt != null) {
            return "cancelled";
        }
        return item != null && "running".equals(item.state()) ? "running" : "waiting";
    }

    private static String node(OptimalCensusPartEntity part, BackgroundWork.ItemView item) {
        if (part.finishedAt == null && item != null && "running".equals(item.state())) {
            return item.node();
        }
        return part.node;
    }

    private static int count(List<CensusView.Part> parts, String state) {
        return (int) parts.stream().filter(part -> part.state().equals(state)).count();
    }

    /**
     * The positions still to visit: each unfinished part's own estimate, and for a part not yet started the mean size
     * of those that have one (the parts are dealt out in turn, so they come out of a similar size); null when no
     * unfinished part has an estimate yet.
     */
    private static Long positionsLeft(List<OptimalCensusPartEntity> parts) {
        long known = 0;
        long sized = 0;
        int sizedParts = 0;
        int unknown = 0;
        for (OptimalCensusPartEntity part : parts) {
            if (part.finishedAt != null || part.positionsLeft != null) {
                long left = part.finishedAt != null ? 0 : part.positionsLeft;
                known += left;
                sized += part.positions + left;
                sizedParts++;
            } else {
                unknown++;
            }
        }
        if (unknown > 0 && sizedParts == 0) {
            return null;
        }
        return known + (unknown == 0 ? 0 : unknown * (sized / sizedParts));
    }

    private static String text(OffsetDateTime at) {
        return at == null ? null : at.toString();
    }
}
