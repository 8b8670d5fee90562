-- An exhaustive search's estimate of the nodes it has still to visit, from its last heartbeat:
-- with its rate, the time its proof has left. Null for searches that have no end of their own.
alter table search_run add column nodes_left bigint;
