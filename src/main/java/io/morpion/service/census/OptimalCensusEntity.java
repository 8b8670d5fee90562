package io.morpion.service.census;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A census of a variant's optimal games shared by the cluster (table optimal_census): its games once finished. */
@Entity
@Table(name = "optimal_census")
public class OptimalCensusEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    public int optimum;
    public int parts;
    public String method;
    public String requestedBy;
    public Long requestedByToken;
    public OffsetDateTime createdAt;
    public OffsetDateTime cancelledAt;
    public OffsetDateTime finishedAt;
    /** One compact MSR a line, in the order one whole run keeps them; null until every part has finished. */
    public String games;

    public Integer gameCount;
}
