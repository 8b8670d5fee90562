-- "window" now means one thing, how far below the best a search keeps games: the sweep of every closed
-- w×w square of a record's points is called square (the API still reads window), and the names of its
-- neighbourhoods say square too.
alter table local_proof_sweep drop constraint local_proof_sweep_kind_check;
update local_proof_sweep set kind = 'square' where kind = 'window';
alter table local_proof_sweep
    add constraint local_proof_sweep_kind_check check (kind in ('last', 'closure', 'square', 'open'));
update local_proof_result set name = replace(name, ' window at (', ' square at (') where name like '% window at (%';
