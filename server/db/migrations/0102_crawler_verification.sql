-- Verified AI crawlers (issue 63): each visit says whether its claimed provider was confirmed (by the
-- provider's published IP ranges, reverse-then-forward DNS, a Web Bot Auth signature, or the edge's own
-- verified-bot fields), refuted (spoofed) or could not be checked. Visits stored before were never checked.
alter table public.crawler_visits
  add column verification text not null default 'unverifiable'
    check (verification in ('verified', 'spoofed', 'unverifiable')),
  add column verification_method text
    check (verification_method in ('ip_range', 'reverse_dns', 'web_bot_auth', 'edge')),
  -- What makes a visit the same visit when a file is imported twice (a hash of its content, or of the
  -- edge's request id); null for visits stored before it existed.
  add column content_key text;

alter table public.crawler_visits drop constraint if exists crawler_visits_source_check;
alter table public.crawler_visits
  add constraint crawler_visits_source_check check (source in ('api', 'import', 'logpush', 'json'));

create unique index crawler_visits_content_key on public.crawler_visits (user_id, content_key);
-- The visits list filters by verification within a brand's period; the retention sweep reads by time.
create index crawler_visits_user_verification_time
  on public.crawler_visits (user_id, verification, visited_at desc);
create index crawler_visits_time on public.crawler_visits (visited_at);
