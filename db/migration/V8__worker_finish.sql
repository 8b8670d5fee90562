-- A campaign that completes asks its workers to finish: they checkpoint and end as completed, not
-- cancelled (cancelled stays for a campaign stopped by its owner).
alter table search_run drop constraint search_run_requested_check;
alter table search_run add constraint search_run_requested_check
    check (requested in ('PAUSE', 'CANCEL', 'FINISH'));
