-- Where a game lost its potential: the longest game known to begin with the position after each of its
-- moves, computed in the background when a searcher asks, and kept with the record.
create table record_potential (
    record_id       bigint primary key references record (id) on delete cascade,
    status          text        not null check (status in ('queued', 'running', 'done')),
    per_position_ms integer     not null check (per_position_ms > 0),
    requested_by    text        not null,
    requested_at    timestamptz not null,
    -- a node computing it holds it until then, and extends the hold as it goes; a dead node's lapses
    claimed_until   timestamptz,
    positions_done  integer     not null default 0,
    done_at         timestamptz,
    -- JSON, one [best, proven] a position from the empty cross on
    points          text
);

create index record_potential_waiting on record_potential (requested_at) where status <> 'done';
