-- Embedded auth (the /auth/v1 API): users, sessions and rotating refresh tokens, all in public.
-- Row-level security is enabled with NO policies, so on Supabase PostgREST can never read these tables;
-- the server connects as the table owner, which bypasses RLS.

create table public.auth_users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  password_hash text not null,
  email_confirmed_at timestamptz,
  user_metadata jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Emails are stored lowercased; the index on lower() also guards rows written by hand.
create unique index auth_users_email_key on public.auth_users (lower(email));

create table public.auth_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.auth_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  refreshed_at timestamptz,
  revoked_at timestamptz,
  user_agent text,
  ip text
);
create index auth_sessions_user on public.auth_sessions (user_id);

-- Only the sha256 of a refresh token is stored. Each use revokes the row and adds its successor.
create table public.auth_refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  token_hash text not null,
  session_id uuid not null references public.auth_sessions (id) on delete cascade,
  user_id uuid not null references public.auth_users (id) on delete cascade,
  parent_id uuid,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create unique index auth_refresh_tokens_hash_key on public.auth_refresh_tokens (token_hash);
create index auth_refresh_tokens_session on public.auth_refresh_tokens (session_id);

alter table public.auth_users enable row level security;
alter table public.auth_sessions enable row level security;
alter table public.auth_refresh_tokens enable row level security;

-- Supabase mode: on Supabase's Postgres (auth.users exists) a new sign-up gets its profile from the
-- user metadata, the usual handle_new_user trigger. A missing or taken username inserts nothing (a
-- failing trigger would turn the sign-up into a 500); the server then creates the profile on first sight.
-- On plain Postgres and PGlite this block does nothing.
do $$
begin
  if to_regclass('auth.users') is not null then
    execute $fn$
      create or replace function public.handle_new_user() returns trigger
      language plpgsql security definer set search_path = '' as $body$
      begin
        if coalesce(new.raw_user_meta_data ->> 'username', '') <> '' then
          insert into public.profiles (id, username, email)
          values (new.id, new.raw_user_meta_data ->> 'username', new.email)
          on conflict do nothing;
        end if;
        return new;
      end;
      $body$
    $fn$;
    execute 'drop trigger if exists on_auth_user_created on auth.users';
    execute 'create trigger on_auth_user_created after insert on auth.users for each row execute function public.handle_new_user()';
  end if;
end
$$;
