-- A sweep can be cancelled by the token that queued it or by an admin: its waiting neighbourhoods are then
-- never searched, and say so. Sweeps queued before this migration, and the corpus's, have no token: only an
-- admin may cancel them.
alter table local_proof_sweep
    add column requested_by_token bigint,
    add column cancelled_at timestamptz,
    add column cancelled_by varchar(200);
