package io.morpion.service.boxes;

import io.morpion.api.BoxProofView;
import io.morpion.api.RecordAlert;
import io.morpion.service.work.BackgroundWork;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;

/** A box proof as the API shows it: its parts' states and what they cost. */
final class BoxProofViews {

    private BoxProofViews() {}

    /**
     * @param foundMoves the moves of the game found, or null
     * @param alert what the game found raises, or null
     */
    static BoxProofView of(
            BoxProofEntity proof,
            List<BoxProofPartEntity> parts,
            Map<Long, BackgroundWork.ItemView> items,
            Integer foundMoves,
            RecordAlert alert) {
        List<BoxProofView.Part> shown = parts.stream()
                .map(part -> new BoxProofView.Part(
                        part.places,
                        part.depth,
                        state(proof, part, items.get(part.id)),
                        node(part, items.get(part.id)),
                        part.seconds,
                        part.nodes,
                        part.attempts,
                        text(part.finishedAt)))
                .toList();
        String status = proof.finishedAt != null ? "finished" : proof.cancelledAt != null ? "cancelled" : "running";
        return new BoxProofView(
                proof.id,
                proof.variant,
                proof.box,
                proof.atLeast,
                proof.atMost,
                proof.depth,
                proof.maxDepth,
                proof.partSeconds,
                proof.partNodes,
                proof.solver,
                proof.requestedBy,
                text(proof.createdAt),
                text(proof.finishedAt),
                status,
                proof.verdict,
                proof.foundRecordId,
                foundMoves,
                alert,
                count(shown, "proven"),
                count(shown, "split"),
                count(shown, "unknown"),
                count(shown, "running"),
                count(shown, "waiting"),
                parts.stream().mapToDouble(part -> part.seconds).sum(),
                parts.stream().mapToLong(part -> part.nodes).sum(),
                shown);
    }

    private static String state(BoxProofEntity proof, BoxProofPartEntity part, BackgroundWork.ItemView item) {
        if (part.outcome != null) {
            return part.outcome;
        }
        if (proof.cancelledAt != null || proof.finishedAt != null) {
            return "cancelled";
        }
        return item != null && "running".equals(item.state()) ? "running" : "waiting";
    }

    private static String node(BoxProofPartEntity part, BackgroundWork.ItemView item) {
        if (part.outcome == null && item != null && "running".equals(item.state())) {
            return item.node();
        }
        return part.node;
    }

    private static int count(List<BoxProofView.Part> parts, String state) {
        return (int) parts.stream().filter(part -> part.state().equals(state)).count();
    }

    private static String text(OffsetDateTime at) {
        return at == null ? null : at.toString();
    }
}
