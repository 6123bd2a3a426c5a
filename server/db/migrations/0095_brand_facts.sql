-- The brand's fact sheet (issue 58): what is true of the brand (a price, a founding year, where it sells),
-- which the analyzer checks the answers' claims against. One row per fact and market: a key holds once per
-- brand and country, a null country meaning everywhere. A SUGGESTED row (read from the brand's website)
-- counts only once a person confirms it.
create table public.brand_facts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  key text not null check (key ~ '^[a-z0-9_]+$'),
  label text not null check (length(label) > 0),
  kind text not null check (kind in ('NUMBER', 'MONEY', 'YEAR', 'DATE', 'BOOLEAN', 'TEXT', 'LIST')),
  -- As the service normalises it: an amount with a dot, true/false, YYYY-MM-DD, a list's items joined by "; ".
  value text not null,
  unit text,
  -- ISO 4217, on MONEY facts only.
  currency text check (currency is null or kind = 'MONEY'),
  -- ISO 3166-1 alpha-2; null: everywhere.
  country text,
  -- The words answers use for it, per ISO 639-1 language: {"en": ["price", "costs"], "de": ["Preis"]}.
  aliases jsonb not null default '{}'::jsonb check (jsonb_typeof(aliases) = 'object'),
  valid_from date,
  -- What it was before, newest first: an answer repeating one of them is out of date, not wrong.
  previous_values text[] not null default '{}',
  source_url text,
  status text not null default 'CONFIRMED' check (status in ('CONFIRMED', 'SUGGESTED')),
  created_at timestamptz not null default now(),
  created_by uuid,
  updated_at timestamptz not null default now(),
  updated_by uuid,
  unique nulls not distinct (user_id, key, country)
);

alter table public.brand_facts enable row level security;
create policy brand_facts_members_read on public.brand_facts for select
  using (public.sightline_member_role(user_id) is not null);
create policy brand_facts_editors_write on public.brand_facts for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
