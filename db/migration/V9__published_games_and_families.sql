-- Games that people and their programs published (issue 39) get an origin of their own, beside
-- the record games, the submissions and our searches' finds.
alter table record drop constraint record_origin_check;
alter table record add constraint record_origin_check
    check (origin in ('corpus', 'published', 'submission', 'solver'));

-- A game's family: the games that place the same dots, up to the symmetries of the cross, whatever
-- their lines (DotKey). Rows stored before this column are keyed at the next start.
alter table record add column dots_key bigint;
create index record_by_dots_key on record (dots_key);

-- The listing's default order (best first, an attributed game before an anonymous one), read from
-- an index rather than sorted, now that the corpus holds hundreds of games and may hold thousands.
create index record_by_score_author on record (score desc, author nulls last, id);
