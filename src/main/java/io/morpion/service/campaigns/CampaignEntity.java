package io.morpion.service.campaigns;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import io.quarkus.panache.common.Page;
import io.quarkus.panache.common.Sort;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;
import java.util.List;

/** A campaign as the campaign table (db/migration/V6__campaigns.sql) stores it. */
@Entity
@Table(name = "campaign")
public class CampaignEntity extends PanacheEntityBase {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    public String variant;
    public String method;
    public String params;
    public String warmMsr;
    public Long warmRecordId;
    public Integer targetScore;
    public OffsetDateTime endsAt;
    public int workers;
    public int archiveLimit;

    @Enumerated(EnumType.STRING)
    public CampaignStatus status;

    public int bestScore;
    public String bestMsr;
    public String submittedBy;
    public Long ownerTokenId;
    public OffsetDateTime createdAt;
    public OffsetDateTime finishedAt;

    /** Campaigns newest first, of one status or (null) all, a page of them. */
    public static List<CampaignEntity> newestFirst(CampaignStatus status, int page, int size) {
        Sort order = Sort.descending("id");
        var query = status == null
                ? CampaignEntity.<CampaignEntity>findAll(order)
                : CampaignEntity.<CampaignEntity>find("status", order, status);
        return query.page(Page.of(page, size)).list();
    }

    public static long countWith(CampaignStatus status) {
        return status == null ? count() : count("status", status);
    }

    /** A token's campaigns that are active or paused. */
    public static long unfinishedOwnedBy(long tokenId) {
        return count(
                "ownerTokenId = ?1 and status in ?2", tokenId, List.of(CampaignStatus.ACTIVE, CampaignStatus.PAUSED));
    }

    /** The ids of the campaigns unfinished, or with workers that have not ended. */
    @SuppressWarnings("unchecked")
    public static List<Number> unfinishedOrWithUnfinishedWorkers() {
        return getEntityManager()
                .createNativeQuery(
                        "select id from campaign where status in ('ACTIVE', 'PAUSED') union select campaign_id"
                                + " from search_run where campaign_id is not null and status in ('QUEUED', 'RUNNING', 'PAUSED')")
                .getResultList();
    }
}
