package io.morpion.service.boxes;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

/** A box proof shared by the cluster (table box_proof): the question, how its parts are bounded, its verdict. */
@Entity
@Table(name = "box_proof")
public class BoxProofEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    /** top,right,bottom,left */
    public String box;

    public int atLeast;
    /**
     * The bound proven before that an older proof was given as its order's big-M, which its parts still solve with;
     * new requests no longer take one (slower on both boxes measured, docs/research-log/exact.md), so null for them.
     */
    public Integer atMost;
    /** The depth of the parts it started with. */
    public int depth;

    public int maxDepth;
    public int partSeconds;
    /** SCIP's nodes a part may take, besides its time; null when only the time bounds it. */
    public Long partNodes;

    public String solver;
    public String requestedBy;
    public Long requestedByToken;
    public OffsetDateTime createdAt;
    public OffsetDateTime cancelledAt;
    public OffsetDateTime finishedAt;
    /** proven, found or open once finished; null before. */
    public String verdict;

    public Long foundRecordId;
}
