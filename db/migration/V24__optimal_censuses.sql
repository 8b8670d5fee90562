-- A census of a variant's optimal games shared by the cluster: its parts are background work, each part's
-- checkpoint kept in its row while it runs (a yield, a restart or a node's death loses only the subtrees under
-- way), and what a finished part kept stored with it, so that it is never searched again. Its key waits to the
-- end of a restore like every other (V19).
create table optimal_census (
    id                 bigserial    primary key,
    variant            varchar(2)   not null,
    optimum            integer      not null,
    parts              integer      not null check (parts between 1 and 10000),
    method             varchar(200) not null,
    requested_by       varchar(200) not null,
    requested_by_token bigint,
    created_at         timestamptz  not null,
    cancelled_at       timestamptz,
    finished_at        timestamptz,
    -- once every part has finished: the games, one compact MSR a line, in the order one whole run keeps them
    games              text,
    game_count         integer
);

create table optimal_census_part (
    id            bigserial        primary key,
    census_id     bigint           not null references optimal_census (id) on delete cascade
                                   deferrable initially immediate,
    number        integer          not null,
    checkpoint    bytea,
    saved_at      timestamptz,
    items_done    integer          not null default 0,
    items         integer,
    positions     bigint           not null default 0,
    positions_left bigint,
    seconds       double precision not null default 0,
    node          varchar(200),
    finished_at   timestamptz,
    -- once finished: each kept game as "item<TAB>compact MSR", a line each
    kept          text,
    kept_count    integer          not null default 0,
    unique (census_id, number)
);

alter table background_work drop constraint background_work_kind_check;
alter table background_work
    add constraint background_work_kind_check check (kind in ('webhook', 'potential', 'local-proof', 'census'));
