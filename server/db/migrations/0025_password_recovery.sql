-- Password recovery (POST /auth/v1/recover → a mailed link → GET /auth/v1/verify): one row per link sent.
-- Only the sha256 of the link's token is stored; a link works once (used_at) and until expires_at.
create table public.auth_recovery_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null,
  user_id uuid not null references public.auth_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create unique index auth_recovery_tokens_hash_key on public.auth_recovery_tokens (token_hash);
create index auth_recovery_tokens_user on public.auth_recovery_tokens (user_id);

alter table public.auth_recovery_tokens enable row level security;
