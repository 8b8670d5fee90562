package io.morpion.msr;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One MSR record (§6): the moves of a game in play order plus optional provenance.
 *
 * <p>The derived fields ({@code score}, {@code availableMoves}, {@code terminal}, {@code bbox})
 * hold what a document stated, or null when it stated nothing. They are never trusted:
 * {@link MsrValidator} recomputes them from the moves, and {@link MsrWriter} always writes freshly
 * computed values. Every other optional field is null when absent.
 */
public record MsrRecord(
        String version,
        Variant variant,
        List<Move> moves,
        Integer score,
        String producer,
        Integer availableMoves,
        Boolean terminal,
        BoundingBox bbox,
        String savedAt,
        String description,
        String author,
        String source,
        String transcribedBy,
        List<String> tags,
        SolverInfo solver) {

    public static final String CURRENT_VERSION = "0.1";

    public MsrRecord {
        Objects.requireNonNull(variant, "variant");
        version = version == null ? CURRENT_VERSION : version;
        moves = List.copyOf(Objects.requireNonNull(moves, "moves"));
        tags = tags == null || tags.isEmpty() ? null : List.copyOf(tags);
        solver = solver == null || solver.isEmpty() ? null : solver;
    }

    /** A bare record: a variant and its moves, nothing else. */
    public static MsrRecord of(Variant variant, List<Move> moves) {
        return builder(variant).moves(moves).build();
    }

    public static Builder builder(Variant variant) {
        return new Builder(variant);
    }

    public Builder toBuilder() {
        return new Builder(variant)
                .version(version)
                .moves(moves)
                .score(score)
                .producer(producer)
                .availableMoves(availableMoves)
                .terminal(terminal)
                .bbox(bbox)
                .savedAt(savedAt)
                .description(description)
                .author(author)
                .source(source)
                .transcribedBy(transcribedBy)
                .tags(tags)
                .solver(solver);
    }

    /** This record with its derived fields set to the given facts. */
    public MsrRecord withFacts(GameFacts facts) {
        return toBuilder()
                .score(facts.score())
                .availableMoves(facts.availableMoves())
                .terminal(facts.terminal())
                .bbox(facts.bbox())
                .build();
    }

    /** Number of moves: the true score, whatever the document stated. */
    public int moveCount() {
        return moves.size();
    }

    /**
     * When the game was set, from a {@code date:YYYY} or {@code date:YYYY-MM} tag (the corpus dates
     * its records that way); empty when no tag says.
     */
    public Optional<String> dateTag() {
        return tags == null
                ? Optional.empty()
                : tags.stream()
                        .filter(tag -> tag.matches("date:\\d{4}(-\\d{2})?"))
                        .map(tag -> tag.substring(5))
                        .findFirst();
    }

    /** Fluent construction; unset fields stay absent. */
    public static final class Builder {
        private String version;
        private Variant variant;
        private List<Move> moves = List.of();
        private Integer score;
        private String producer;
        private Integer availableMoves;
        private Boolean terminal;
        private BoundingBox bbox;
        private String savedAt;
        private String description;
        private String author;
        private String source;
        private String transcribedBy;
        private List<String> tags;
        private SolverInfo solver;

        private Builder(Variant variant) {
            this.variant = variant;
        }

        public Builder version(String version) {
            this.version = version;
            return this;
        }

        public Builder variant(Variant variant) {
            this.variant = variant;
            return this;
        }

        public Builder moves(List<Move> moves) {
            this.moves = moves;
            return this;
        }

        public Builder score(Integer score) {
            this.score = score;
            return this;
        }

        public Builder producer(String producer) {
            this.producer = producer;
            return this;
        }

        public Builder availableMoves(Integer availableMoves) {
            this.availableMoves = availableMoves;
            return this;
        }

        public Builder terminal(Boolean terminal) {
            this.terminal = terminal;
            return this;
        }

        public Builder bbox(BoundingBox bbox) {
            this.bbox = bbox;
            return this;
        }

        public Builder savedAt(String savedAt) {
            this.savedAt = savedAt;
            return this;
        }

        public Builder description(String description) {
            this.description = description;
            return this;
        }

        public Builder author(String author) {
            this.author = author;
            return this;
        }

        public Builder source(String source) {
            this.source = source;
            return this;
        }

        public Builder transcribedBy(String transcribedBy) {
            this.transcribedBy = transcribedBy;
            return this;
        }

        public Builder tags(List<String> tags) {
            this.tags = tags;
            return this;
        }

        public Builder solver(SolverInfo solver) {
            this.solver = solver;
            return this;
        }

        public MsrRecord build() {
            return new MsrRecord(
                    version,
                    variant,
                    moves,
                    score,
                    producer,
                    availableMoves,
                    terminal,
                    bbox,
                    savedAt,
                    description,
                    author,
                    source,
                    transcribedBy,
                    tags,
                    solver);
        }
    }
}
