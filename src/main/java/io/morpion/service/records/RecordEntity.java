package io.morpion.service.records;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A verified game in the corpus, as the record table (db/migration/V1__records.sql) stores it. */
@Entity
@Table(name = "record")
public class RecordEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    public int score;
    @Column(name = "available_moves")
    public int availableMoves;
    public boolean terminal;
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
    @Column(name = "set_on")
    public String setOn;
    public String origin;
    @Column(name = "submitted_by")
    public String submittedBy;
    @Column(name = "submitted_at")
    public OffsetDateTime submittedAt;
    public String verdict;
    @Column(name = "game_identity")
    public String identity;
    /** The key of the game's dots up to symmetry (DotKey): the games that share it are its family. */
    @Column(name = "dots_key")
    public Long dotsKey;
    /** For a game a search run found: the run's category (nrpa, nrpa-warm, beam...) and the run. */
    public String category;
    @Column(name = "run_id")
    public Long runId;
    /** A retracted record stays, marked: when, by whom, and why. */
    @Column(name = "retracted_at")
    public OffsetDateTime retractedAt;
    @Column(name = "retracted_by")
    public String retractedBy;
    @Column(name = "retraction_reason")
    public String retractionReason;
}
