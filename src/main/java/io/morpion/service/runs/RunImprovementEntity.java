package io.morpion.service.runs;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** One improvement of a run's best game (table run_improvement). */
@Entity
@Table(name = "run_improvement")
public class RunImprovementEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "run_id")
    public long runId;
    public int score;
    public long nodes;
    @Column(name = "elapsed_ms")
    public long elapsedMs;
    @Column(name = "found_at")
    public OffsetDateTime foundAt;
    public String msr;
    @Column(name = "record_id")
    public Long recordId;
}
