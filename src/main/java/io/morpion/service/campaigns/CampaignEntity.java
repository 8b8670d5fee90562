package io.morpion.service.campaigns;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.OffsetDateTime;

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
    @Column(name = "warm_msr")
    public String warmMsr;
    @Column(name = "warm_record_id")
    public Long warmRecordId;
    @Column(name = "target_score")
    public Integer targetScore;
    @Column(name = "ends_at")
    public OffsetDateTime endsAt;
    public int workers;
    @Column(name = "archive_limit")
    public int archiveLimit;
    @Enumerated(EnumType.STRING)
    public CampaignStatus status;
    @Column(name = "best_score")
    public int bestScore;
    @Column(name = "best_msr")
    public String bestMsr;
    @Column(name = "submitted_by")
    public String submittedBy;
    @Column(name = "owner_token_id")
    public Long ownerTokenId;
    @Column(name = "created_at")
    public OffsetDateTime createdAt;
    @Column(name = "finished_at")
    public OffsetDateTime finishedAt;
}
