-- Box proofs: whether a game of at least so many moves has its figure in a bounding box (the 5D bound's boxes),
-- asked of SCIP part by part. Each part is background work the cluster shares; a part that reaches its limit
-- unanswered is split into the parts one side deeper, and a finished part is never solved again. SCIP keeps no
-- checkpoint, so a part interrupted by a yield, a restart or a node's death is solved again from its start.
create table box_proof (
    id                 bigserial    primary key,
    variant            varchar(2)   not null,
    box                varchar(40)  not null,
    at_least           integer      not null,
    at_most            integer,
    depth              integer      not null,
    max_depth          integer      not null,
    part_seconds       integer      not null,
    part_nodes         bigint,
    solver             varchar(200) not null,
    requested_by       varchar(200) not null,
    requested_by_token bigint,
    created_at         timestamptz  not null,
    cancelled_at       timestamptz,
    finished_at        timestamptz,
    -- once finished: proven (no part holds such a game), found (a part did) or open (a part stayed unanswered at
    -- the deepest split)
    verdict            varchar(10)  check (verdict in ('proven', 'found', 'open')),
    found_record_id    bigint
);

create table box_proof_part (
    id          bigserial        primary key,
    proof_id    bigint           not null references box_proof (id) on delete cascade
                                 deferrable initially immediate,
    places      varchar(40)      not null,
    depth       integer          not null,
    -- null while waiting or running; then proven, found, unknown (at the deepest split) or split
    outcome     varchar(10)      check (outcome in ('proven', 'found', 'unknown', 'split')),
    seconds     double precision not null default 0,
    nodes       bigint           not null default 0,
    attempts    integer          not null default 0,
    node        varchar(200),
    finished_at timestamptz,
    game        text,
    unique (proof_id, places)
);

alter table background_work drop constraint background_work_kind_check;
alter table background_work
    add constraint background_work_kind_check
        check (kind in ('webhook', 'potential', 'local-proof', 'census', 'box-part'));
