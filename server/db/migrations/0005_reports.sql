-- Free AI visibility reports requested through the public wizard (/generate-reports). The server owns
-- these rows: RLS is enabled without policies, so PostgREST / Supabase clients can read none of them.
create table public.report_requests (
  id uuid primary key default gen_random_uuid(),
  -- The unguessable capability in the e-mailed link /reports/:token.
  token text not null unique,
  email text not null,
  company_name text not null,
  website text,
  competitors text[] not null default '{}',
  keywords text[] not null default '{}',
  prompts text[] not null default '{}',
  platforms text[] not null default '{}',
  ip text not null,
  status text not null default 'queued' check (status in ('queued', 'running', 'sent', 'failed')),
  -- While running, the worker holding the report renews this; an expired lease may be taken over.
  lease_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  failure_reason text,
  results jsonb,
  message_id text,
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz,
  sent_at timestamptz
);
create index report_requests_ip_recent on public.report_requests (ip, created_at);
create index report_requests_email_recent on public.report_requests (lower(email), created_at);
-- At most one unfinished report per address: a second request while one runs is refused.
create unique index report_requests_one_active_per_email on public.report_requests (lower(email)) where status in ('queued', 'running');

alter table public.report_requests enable row level security;
