-- A backup on its way in (issue 43): the CLI sends it in parts small enough for the request
-- limit, and the service restores it once every part is here. Parts live in the database rather
-- than on one node's disk, so that any node of a cluster may take the next part. A restore
-- neither reads this table into a backup nor replaces it.
create table restore_upload (
    upload_id   uuid        not null,
    part        integer     not null check (part >= 0),
    data        bytea       not null,
    received_at timestamptz not null default now(),
    primary key (upload_id, part)
);

-- A restore copies every table in at once, and some refer to each other both ways (a run's warm
-- record, a record's run): their foreign keys may wait to the end of the restore's transaction to
-- be checked. They stay checked at once everywhere else (initially immediate).
do $$
declare
    fk record;
begin
    for fk in
        select c.conrelid::regclass as tbl, c.conname as name
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'f' and n.nspname = current_schema() and not c.condeferrable
    loop
        execute format('alter table %s alter constraint %I deferrable initially immediate', fk.tbl, fk.name);
    end loop;
end
$$;
