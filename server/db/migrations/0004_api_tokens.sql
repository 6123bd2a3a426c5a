-- Personal API tokens for analysts who query /graphql directly. Only a SHA-256 hash is stored.
create table public.api_tokens (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  token_hash text not null unique,
  prefix text not null,
  created_at timestamptz not null default now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
create index api_tokens_user on public.api_tokens (user_id, created_at);

alter table public.api_tokens enable row level security;
create policy api_tokens_owner on public.api_tokens using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
