-- The corpus's version: a counter that every change to the record table moves on, in the same
-- transaction, so that a node sees the new version exactly when it can read the change. Listings
-- are cached under it (RecordListings), and a node learns of another node's change by reading one
-- row instead of waiting out a short expiry. A change made by hand in SQL, or by a restore, moves
-- it too.
create table record_change (
    id smallint primary key check (id = 1),
    version bigint not null
);
insert into record_change (id, version) values (1, 0);

create function record_changed() returns trigger language plpgsql as $$
begin
    update record_change set version = version + 1 where id = 1;
    return null;
end
$$;

create trigger record_changed after insert or update or delete or truncate on record
    for each statement execute function record_changed();
