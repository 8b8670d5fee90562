package io.morpion.service.census;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * One part of a census (table optimal_census_part): its checkpoint and figures while it runs, what it kept once
 * finished.
 */
@Entity
@Table(name = "optimal_census_part")
public class OptimalCensusPartEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public long censusId;
    public int number;
    public byte[] checkpoint;
    public OffsetDateTime savedAt;
    public int itemsDone;
    /** The frontier items this part holds; null until it has first been worked. */
    public Integer items;

    public long positions;
    /** The search's own estimate of the positions it still has to visit; null when it has none. */
    public Long positionsLeft;

    public double seconds;
    public String node;
    public OffsetDateTime finishedAt;
    /** Once finished, each kept game as "item TAB compact MSR", a line each. */
    public String kept;

    public int keptCount;

    static List<OptimalCensusPartEntity> ofCensus(long censusId) {
        return OptimalCensusPartEntity.<OptimalCensusPartEntity>find("censusId", Sort.ascending("number"), censusId)
                .list();
    }
}
