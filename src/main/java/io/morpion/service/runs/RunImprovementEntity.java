package io.morpion.service.runs;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/** One improvement of a run's best game (table run_improvement). */
@Entity
@Table(name = "run_improvement")
public class RunImprovementEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long runId;
    public int score;
    public long nodes;
    public long elapsedMs;
    public OffsetDateTime foundAt;
    public String msr;
    public Long recordId;

    /** Marks a run's improvement of this score as filed as this record. */
    public static void markFiled(long runId, int score, long recordId) {
        update("recordId = ?1 where runId = ?2 and score = ?3", recordId, runId, score);
    }

    /** A run's improvements, lowest score first. */
    public static List<RunImprovementEntity> ofRun(long runId) {
        return RunImprovementEntity.<RunImprovementEntity>find("runId", Sort.ascending("score"), runId)
                .list();
    }
}
