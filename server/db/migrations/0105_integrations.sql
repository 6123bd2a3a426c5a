-- Analytics connectors and the page funnel (issue 63): a brand's Google Analytics 4, Search Console and
-- Bing Webmaster connections, and what they pulled, page by page and day by day.

-- One connection per brand and kind. The credentials (a service account's JSON) are sealed with
-- AES-256-GCM under INTEGRATIONS_ENCRYPTION_KEY before they reach this table; `account_email` is the
-- service account's address, shown so people know whom to grant access.
create table public.integrations (
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('ga4', 'search_console', 'bing_webmaster')),
  -- The GA4 property id, the Search Console site (URL or sc-domain:), or the uploaded file's name.
  target text not null,
  account_email text,
  credentials text,
  status text not null default 'connected' check (status in ('connected', 'syncing', 'ok', 'error')),
  last_sync_at timestamptz,
  -- The last day a sync pulled through: the next pulls again from a few days before it (late data).
  synced_through date,
  error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);

-- A page's address as the funnel joins it: https, the host in lower case without "www." (and without a
-- port), the path without its query, fragment or trailing slash (the root without a slash, as the stored
-- cited URLs write it). Null for text that is not an absolute URL.
create function public.page_key(url text) returns text language sql immutable strict parallel safe as $$
  select 'https://' || lower(regexp_replace(regexp_replace(m[1], '^www\.', '', 'i'), ':[0-9]*$', ''))
    || regexp_replace(m[2], '/+$', '')
  from regexp_match(url, '^[a-zA-Z][a-zA-Z0-9+.-]*://(?:[^/?#@]*@)?([^/?#]+)([^?#]*)') as m
$$;

-- GA4 sessions from AI assistants: the "AI Assistant" default channel group, or a source the known AI
-- assistants list names. `page_url` is page_key of the landing page on the brand's site.
create table public.ai_traffic_days (
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  page_url text not null,
  source text not null,
  channel_group text not null,
  sessions integer not null,
  engaged_sessions integer not null,
  key_events double precision not null,
  revenue double precision not null,
  primary key (user_id, day, page_url, source, channel_group)
);
create index ai_traffic_days_page on public.ai_traffic_days (user_id, page_url, day);

-- Search Console: clicks and impressions by page, query and day (all of Google Search, not AI alone).
create table public.search_console_days (
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date not null,
  page_url text not null,
  query text not null,
  clicks integer not null,
  impressions integer not null,
  position double precision,
  primary key (user_id, day, page_url, query)
);
create index search_console_days_page on public.search_console_days (user_id, page_url, day);

-- Bing Webmaster Tools' AI performance, from an uploaded export: the latest upload replaces the last.
-- `day` is null when the export has no date column (its totals over the range Bing exported).
create table public.bing_ai_citations (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  day date,
  page_url text not null,
  query text not null default '',
  citations integer not null
);
create index bing_ai_citations_page on public.bing_ai_citations (user_id, page_url);

-- Row-level security as on every table: the connections (their sealed credentials included) are the
-- admins'; the figures they bring are read by every member and written by admins.
alter table public.integrations enable row level security;
create policy integrations_admins on public.integrations for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));

alter table public.ai_traffic_days enable row level security;
create policy ai_traffic_days_members_read on public.ai_traffic_days for select
  using (public.sightline_member_role(user_id) is not null);
create policy ai_traffic_days_admins_write on public.ai_traffic_days for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));

alter table public.search_console_days enable row level security;
create policy search_console_days_members_read on public.search_console_days for select
  using (public.sightline_member_role(user_id) is not null);
create policy search_console_days_admins_write on public.search_console_days for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));

alter table public.bing_ai_citations enable row level security;
create policy bing_ai_citations_members_read on public.bing_ai_citations for select
  using (public.sightline_member_role(user_id) is not null);
create policy bing_ai_citations_admins_write on public.bing_ai_citations for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN'));
