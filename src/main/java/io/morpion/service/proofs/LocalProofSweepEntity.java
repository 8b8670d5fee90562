package io.morpion.service.proofs;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/** A sweep of a record's neighbourhoods (table local_proof_sweep); its verdicts are {@link LocalProofResultEntity}. */
@Entity
@Table(name = "local_proof_sweep")
public class LocalProofSweepEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long recordId;
    public String kind;
    public int size;
    public int limitSeconds;
    public int neighbourhoods;
    public String requestedBy;
    public OffsetDateTime requestedAt;

    /** A record's sweeps, oldest first. */
    static List<LocalProofSweepEntity> ofRecord(long recordId) {
        return LocalProofSweepEntity.<LocalProofSweepEntity>find("recordId", Sort.ascending("id"), recordId)
                .list();
    }
}
