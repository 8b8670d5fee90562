-- Open windows: a sweep that frees only the lines meeting each window and keeps every other line, proven
-- by the constraint model (search.local.ModelProof).
alter table local_proof_sweep drop constraint local_proof_sweep_kind_check;
alter table local_proof_sweep
    add constraint local_proof_sweep_kind_check check (kind in ('last', 'closure', 'window', 'open'));

-- How long the longer game a neighbourhood held is, so that a sweep can say when it ties or beats the
-- variant's world record or proven optimum without reading every record it filed.
alter table local_proof_result add column longer_moves integer check (longer_moves > 0);
