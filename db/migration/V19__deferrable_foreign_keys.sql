-- A restore copies every table in at once and has its foreign keys wait to the end of its transaction
-- (V11 made every key of that time deferrable). The keys added since, of the local proofs (V15), the
-- webhooks (V17) and the records' potential (V18), were not, so a backup holding a local proof could
-- not be restored: its results were copied before its sweeps. Every key becomes deferrable, still
-- checked at once everywhere else (initially immediate); RestoreTest refuses a key that is not.
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
