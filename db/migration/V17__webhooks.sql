-- Alerts that reach a searcher without an open browser tab: one webhook per token, and the deliveries
-- it is owed, written in the transaction that records the run's new best so that none is lost.
create table token_webhook (
    token_id   bigint primary key references access_token (id) on delete cascade,
    url        text        not null check (length(url) <= 2048),
    -- the key the receiver checks each delivery's signature with (HMAC-SHA256); it has to be readable
    secret     text        not null check (length(secret) between 16 and 256),
    created_at timestamptz not null
);

create table webhook_delivery (
    id              bigserial primary key,
    token_id        bigint      not null references access_token (id) on delete cascade,
    body            text        not null,
    attempts        integer     not null default 0,
    next_attempt_at timestamptz not null,
    delivered_at    timestamptz,
    given_up_at     timestamptz,
    last_error      text,
    created_at      timestamptz not null
);

create index webhook_delivery_due on webhook_delivery (next_attempt_at)
    where delivered_at is null and given_up_at is null;
