-- An exhaustive (exact) search that drained its whole tree proves its best score optimal.
alter table search_run add column proven_optimal boolean not null default false;
