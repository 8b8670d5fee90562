-- Open windows: a sweep that frees only the lines meeting each window and keeps every other line, proven
-- by the constraint model (search.local.ModelProof).
alter table local_proof_sweep drop constraint local_proof_sweep_kind_check;
alter table local_proof_sweep
    add constraint local_proof_sweep_kind_check check (kind in ('last', 'closure', 'window', 'open'));
