-- The DNA pool search's workers share a campaign's archive as perturbation's do.
alter table campaign drop constraint campaign_method_check;
alter table campaign add constraint campaign_method_check check (method in ('perturbation', 'dna', 'nrpa'));
