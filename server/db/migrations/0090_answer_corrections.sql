-- Corrections of the analyzer's reading (server/modules/corrections): what a reviewer said an answer reads,
-- one row per answer. The answer's own row (visible, position, sentiment, answer_competitors) holds the
-- reading with the correction applied, so every figure and every reader sees one truth; this row keeps the
-- fields the reviewer set and the analyzer's own latest reading, which a re-analysis keeps up to date
-- and clearing the correction writes back.
create table public.answer_corrections (
  answer_id uuid primary key references public.answers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- true: the reviewer confirmed the analyzer's reading as right (the fields hold the reading confirmed).
  confirmed boolean not null default false,
  -- The fields the reviewer set; null: not set, the analyzer's reading stands.
  visible boolean,
  position integer check (position > 0),
  sentiment_label text check (sentiment_label in ('positive', 'neutral', 'negative')),
  -- The competitors the answer names, in order of mention.
  competitor_ids uuid[],
  -- The analyzer's reading, as the rollups count one: {visible, position, sentiment, competitors: [[id, position]]}.
  analyzer_reading jsonb not null,
  corrected_by uuid,
  corrected_by_email text,
  corrected_at timestamptz not null default now()
);
create index answer_corrections_user on public.answer_corrections (user_id, corrected_at desc);

-- Row-level security as for the other brand tables since 0083: members read, editors and above write.
alter table public.answer_corrections enable row level security;
create policy answer_corrections_members_read on public.answer_corrections for select
  using (public.sightline_member_role(user_id) is not null);
create policy answer_corrections_editors_write on public.answer_corrections for all
  using (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'))
  with check (public.sightline_member_role(user_id) in ('OWNER', 'ADMIN', 'EDITOR'));
