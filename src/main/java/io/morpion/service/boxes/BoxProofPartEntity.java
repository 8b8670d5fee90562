package io.morpion.service.boxes;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/** One part of a box proof (table box_proof_part): which part, and once settled, its outcome and cost. */
@Entity
@Table(name = "box_proof_part")
public class BoxProofPartEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long proofId;
    /** The part's places as {@code BoxPart.places()} writes them: "whole", "3", "3.5". */
    public String places;

    public int depth;
    /** proven, found, unknown or split once settled; null while waiting or running. */
    public String outcome;

    public double seconds;
    public long nodes;
    /** How many times a node began it: more than one after a yield, a restart or a node's death. */
    public int attempts;

    public String node;
    public OffsetDateTime finishedAt;
    /** The game, as compact MSR, when it found one. */
    public String game;

    static List<BoxProofPartEntity> ofProof(long proofId) {
        return BoxProofPartEntity.<BoxProofPartEntity>find("proofId", Sort.ascending("id"), proofId)
                .list();
    }
}
