-- The narrative (issue 57) at a million answers: what the answers of each preset period say of each name
-- on each aspect, summed as the page reads it. A row holds `answers` answers of one topic (and the aggregate
-- topic), platform and prompt kind within the last `span` days that each say, of one name (competitor_id;
-- null: the brand) on one facet (an aspect, '*' for every statement, or one of the brand's attributes),
-- `positive`, `neutral` and `negative` statements: the groups the net sentiment's bootstrap draws from.
-- A window is built when the page first reads its period (a preset and the period before it: twice its
-- length), and moved on to today by the first read of a day: statement_window_state keeps the day each
-- span ends on. Unlike the other windows, these move on from the statements of the days that enter and
-- leave them, not from daily rows: a day's rows, one per answer shape, would outnumber its statements.
-- The collection's increments, re-analysis and corrections (each answer taken out and counted again) keep
-- them equal to answer_statements; a rollup rebuild clears them, and the next read sums them afresh.
create table public.statement_window (
  user_id uuid not null,
  topic_id uuid not null references public.topics (id) on delete cascade,
  span smallint not null,
  platform text not null,
  prompt_kind text not null,
  competitor_id uuid references public.competitors (id) on delete cascade,
  facet_kind text not null check (facet_kind in ('aspect', 'attribute')),
  facet text not null,
  positive integer not null,
  neutral integer not null,
  negative integer not null,
  answers integer not null default 0,
  unique nulls not distinct (topic_id, span, prompt_kind, platform, competitor_id, facet_kind, facet, positive,
    neutral, negative)
);
create index statement_window_user on public.statement_window (user_id, span);

create table public.statement_window_state (
  user_id uuid not null references public.profiles (id) on delete cascade,
  span smallint not null,
  as_of date not null,
  primary key (user_id, span)
);

alter table public.statement_window enable row level security;
create policy statement_window_members_read on public.statement_window for select
  using (public.sightline_member_role(user_id) is not null);
create policy statement_window_editors_write on public.statement_window for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));

alter table public.statement_window_state enable row level security;
create policy statement_window_state_members_read on public.statement_window_state for select
  using (public.sightline_member_role(user_id) is not null);
create policy statement_window_state_editors_write on public.statement_window_state for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));

-- A recount takes answers out before it counts them again: the rows it empties are found by this.
create index statement_window_emptied on public.statement_window (user_id) where answers <= 0;
