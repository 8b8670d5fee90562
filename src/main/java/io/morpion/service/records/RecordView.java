package io.morpion.service.records;

import com.fasterxml.jackson.annotation.JsonInclude;
import io.morpion.corpus.OptimalGames;
import io.morpion.msr.Msr;
import io.morpion.msr.MsrRecord;
import io.morpion.msr.SolverInfo;
import io.morpion.msr.Variant;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A record as the API shows it: facts, provenance, verdict and where to download it. */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record RecordView(
        long id,
        String variant,
        int score,
        boolean terminal,
        int availableMoves,
        List<Integer> bbox,
        String author,
        String source,
        String description,
        String setOn,
        String origin,
        String submittedBy,
        OffsetDateTime submittedAt,
        String verdict,
        String category,
        Long runId,
        Found solver,
        Retraction retracted,
        Family family,
        OptimalCensus optimal,
        String transcribedBy,
        List<String> tags,
        String msr,
        Map<String, String> downloads,
        List<LocalProofSummary> localProofs,
        Integer localProofSweeps) {

    /**
     * The games that place the same dots with other lines: how many there are with this one, and
     * the first of the others (a record game before a published one), or none when the dots are new.
     */
    public record Family(int games, Long sameDotsAsId, String sameDotsAs) {}

    /**
     * The game is one of its variant's optimal games, which the census by exhaustive search found
     * ({@code morpion census --optimal}): {@code games} of them, distinct up to the eight symmetries, all of them
     * in one file at {@code download}.
     */
    public record OptimalCensus(int games, String download) {}

    /** How a search found the game, from its MSR solver block: method, seed, nodes and seconds. */
    public record Found(String method, Long seed, Long nodes, Double seconds) {}

    /** Why and when a record was retracted, and by whom. */
    public record Retraction(OffsetDateTime at, String by, String reason) {}

    /** This view with the record's local proofs, which change more often than the record. */
    RecordView withLocalProofs(LocalProofFacts.Shown shown) {
        return new RecordView(
                id,
                variant,
                score,
                terminal,
                availableMoves,
                bbox,
                author,
                source,
                description,
                setOn,
                origin,
                submittedBy,
                submittedAt,
                verdict,
                category,
                runId,
                solver,
                retracted,
                family,
                optimal,
                transcribedBy,
                tags,
                msr,
                downloads,
                shown.sweeps().isEmpty() ? null : shown.sweeps(),
                shown.total() == 0 ? null : shown.total());
    }

    /** A listing's view: no compact record, no family. */
    static RecordView of(RecordEntity r, boolean withMsr) {
        return of(r, withMsr, null);
    }

    /** The full view; {@code withMsr} adds the compact record itself and how a search found it. */
    static RecordView of(RecordEntity r, boolean withMsr, Family family) {
        String base = "/records/" + r.id;
        Map<String, String> downloads = new LinkedHashMap<>();
        downloads.put("msr", base + ".msr");
        downloads.put("json", base + ".json");
        downloads.put("svg", base + ".svg");
        downloads.put("png", base + ".png");
        // for sharing: large enough for a forum post, its moves numbered
        downloads.put("png-1600", base + ".png?numbers=true&size=1600");
        if (r.variant.startsWith("5")) {
            downloads.put("pentasol", base + ".psol");
        }
        MsrRecord game = withMsr ? Msr.decode(r.msr) : null;
        // the date travels as a tag in the file; the view gives it as setOn
        List<String> tags = game == null || game.tags() == null
                ? null
                : game.tags().stream().filter(tag -> !tag.startsWith("date:")).toList();
        return new RecordView(
                r.id,
                r.variant,
                r.score,
                r.terminal,
                r.availableMoves,
                List.of(r.bboxMinX, r.bboxMinY, r.bboxMaxX, r.bboxMaxY),
                r.author,
                r.source,
                r.description,
                r.setOn,
                r.origin,
                r.submittedBy,
                r.submittedAt,
                r.verdict,
                r.category,
                r.runId,
                game == null ? null : found(game),
                r.retractedAt == null ? null : new Retraction(r.retractedAt, r.retractedBy, r.retractionReason),
                family,
                OptimalGames.oneOf(Variant.fromCode(r.variant).orElseThrow(), r.identity)
                        .map(games -> new OptimalCensus(games, "/records/optimal/" + r.variant + ".jsonl"))
                        .orElse(null),
                game == null ? null : game.transcribedBy(),
                tags == null || tags.isEmpty() ? null : tags,
                withMsr ? r.msr : null,
                downloads,
                null,
                null);
    }

    private static Found found(MsrRecord game) {
        SolverInfo solver = game.solver();
        return solver == null || solver.isEmpty()
                ? null
                : new Found(solver.method(), solver.seed(), solver.nodesExplored(), solver.elapsedSecs());
    }
}
