package io.morpion.service.records;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A record's potential curve, asked for, under way or done (table record_potential). */
@Entity
@Table(name = "record_potential")
public class PotentialEntity extends PanacheEntityBase {

    static final String QUEUED = "queued";
    static final String DONE = "done";

    @Id
    public Long recordId;

    public String status;
    public int perPositionMs;
    public String requestedBy;
    public OffsetDateTime requestedAt;
    public int positionsDone;
    public OffsetDateTime doneAt;
    public String points;
    /** The points of a curve cut short, from the game's end back: JSON, one [moves, best, proven] a position. */
    public String partial;
}
