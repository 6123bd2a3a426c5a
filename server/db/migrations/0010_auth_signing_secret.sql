-- The generated access-token signing secret when the database is Postgres and AUTH_JWT_SECRET is not set:
-- kept here, created once, so every server process on the database signs and verifies with the same one.
-- One row at most; row-level security with no policies keeps it from PostgREST on Supabase.
create table public.auth_signing_secret (
  id boolean primary key default true check (id),
  secret text not null check (length(secret) >= 32),
  created_at timestamptz not null default now()
);
alter table public.auth_signing_secret enable row level security;
