-- The restore uploads an admin began (issue 54): a part is taken only for an upload begun here,
-- and an upload, begun or with parts, is dropped a day after it was last touched. Like
-- restore_upload, a restore neither reads this table into a backup nor replaces it.
create table restore_upload_begun (
    upload_id uuid        primary key,
    begun_at  timestamptz not null default now()
);

-- The threads a token's unfinished runs and campaign workers may ask for in all, as an admin set it
-- when making the token; null takes the service's morpion.limits.threads-per-token.
alter table access_token add column thread_budget integer check (thread_budget between 1 and 4096);
