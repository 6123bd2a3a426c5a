-- Abuse counters shared by every process on the database (sign-in failures, and other per-key limits):
-- one row per key, its count and when it last grew. Rows untouched for a day are pruned.
-- Row-level security with no policies: only the server (the table owner) reads them.

create table public.rate_limits (
  key text primary key,
  count integer not null,
  last_at timestamptz not null default now()
);
alter table public.rate_limits enable row level security;
