-- What an account says a cited domain is, over the built-in rules (Settings → Source types).
create table public.source_category_overrides (
  user_id uuid not null references public.profiles (id) on delete cascade,
  domain text not null,
  category text not null
    check (category in ('owned', 'competitor', 'editorial', 'user_generated', 'reference', 'other')),
  updated_at timestamptz not null default now(),
  primary key (user_id, domain)
);

alter table public.source_category_overrides enable row level security;
create policy source_category_overrides_owner on public.source_category_overrides using (user_id = public.sightline_uid()) with check (user_id = public.sightline_uid());
